/** A viewport size in CSS px. */
export interface Viewport {
  width: number;
  height: number;
}

/** A map rectangle `{ x, y, width, height }` in map units. */
export interface MapRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * One view of the map, the same for every implementation: the map point at the viewport centre
 * and the scale in CSS px per map unit. Each implementation turns it into its own transform.
 */
export interface View {
  cx: number;
  cy: number;
  scale: number;
}

/** Zoom levels of the browse gesture, one per segment: steps in, out, and in again. */
const LEVELS = [0, 1, 2, 1, 0, 1] as const;

/** Scale that shows the whole content rectangle, 10 px padding as the engine's fit uses. */
export function fitScale(viewport: Viewport, content: MapRect, padding = 10): number {
  const width = Math.max(1, viewport.width - 2 * padding);
  const height = Math.max(1, viewport.height - 2 * padding);
  return Math.min(width / content.width, height / content.height);
}

/** The view that shows the whole map, centred (level 0). */
export function fitView(viewport: Viewport, content: MapRect): View {
  return { cx: content.x + content.width / 2, cy: content.y + content.height / 2, scale: fitScale(viewport, content) };
}

/** The map rectangle a view shows in a viewport. */
export function viewRect(view: View, viewport: Viewport): MapRect {
  const width = viewport.width / view.scale;
  const height = viewport.height / view.scale;
  return { x: view.cx - width / 2, y: view.cy - height / 2, width, height };
}

/**
 * The scripted browse gesture: `frames` views of a continuous pan (the centre travels once round
 * an ellipse over the middle of the map) with whole zoom steps in and out (levels 0, 1, 2, 1, 0,
 * 1, each held for a sixth of the frames). Pure, so every implementation and every round replays
 * exactly the same views.
 */
export function browseGesture(viewport: Viewport, content: MapRect, frames: number): View[] {
  if (frames <= 0) return [];
  const start = fitView(viewport, content);
  const rx = content.width * 0.2;
  const ry = content.height * 0.2;
  const views: View[] = [];
  for (let i = 0; i < frames; i += 1) {
    const t = i / frames;
    const level = LEVELS[Math.min(LEVELS.length - 1, Math.floor(t * LEVELS.length))] ?? 0;
    const angle = 2 * Math.PI * t;
    // Starts at the centre (sin 0 = 0) and drifts out along the ellipse, so frame 0 is the fit view.
    views.push({
      cx: start.cx + rx * Math.sin(angle),
      cy: start.cy + ry * Math.sin(2 * angle) / 2,
      scale: start.scale * 2 ** level,
    });
  }
  return views;
}

/** A small seeded generator (mulberry32): the same points in every run and every implementation. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
