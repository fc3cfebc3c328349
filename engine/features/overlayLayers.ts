// The lazily loaded part of labels and bubbles (see `overlaysModule.ts`): everything that
// places, measures and draws them, and the label points' pole search (polylabel).
export { BubbleLayer } from '../bubbles/BubbleLayer';
export { LabelLayer, regionLabelAnchors } from '../labels/LabelLayer';
export { LabelPoints } from '../labels/LabelPoints';
export { MarkerOverlays } from '../markers/MarkerOverlays';
