import type { ViewBox } from '../camera/types';

/**
 * The rectangle outside which point items are culled: the view grown by one view width on the
 * left and right and one view height above and below ("about one map width or height outside
 * the view"). Items inside it are drawn, so small pans never need a rebuild.
 */
export function cullWindow(view: ViewBox): ViewBox {
  return { x: view.x - view.width, y: view.y - view.height, width: view.width * 3, height: view.height * 3 };
}

/** Whether `inner`, grown by `margin` map units on every side, lies inside `outer`. */
export function containsView(outer: ViewBox, inner: ViewBox, margin: number): boolean {
  return inner.x - margin >= outer.x
    && inner.y - margin >= outer.y
    && inner.x + inner.width + margin <= outer.x + outer.width
    && inner.y + inner.height + margin <= outer.y + outer.height;
}
