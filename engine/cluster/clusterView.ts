import { SUPERCLUSTER_EXTENT } from './superclusterExtent';

/** Text on a cluster badge: the count, shortened past 9999 (12.3k, 171k). */
export function clusterLabel(count: number): string {
  if (count < 10_000) return String(count);
  if (count < 100_000) return `${(count / 1000).toFixed(1).replace(/\.0$/, '')}k`;
  return `${Math.round(count / 1000)}k`;
}

/**
 * The supercluster zoom at which its 50 px radius is 50 screen px at a camera scale:
 * supercluster measures radii in px of a world `512 · 2^zoom` px wide, and the Mercator world is
 * `worldSize` image units wide, so `zoom = log2(scale · worldSize / 512)`.
 */
export function superclusterZoom(scale: number, worldSize: number): number {
  return Math.log2((scale * worldSize) / SUPERCLUSTER_EXTENT);
}

/** The colours of cluster badges (the map's "Clusters" colour options); empty means the default. */
export interface BadgeColors {
  fill?: string;
  border?: string;
  text?: string;
}

/** Badge colours when the map names none. */
const DEFAULT_BADGE_COLORS: Required<BadgeColors> = { fill: 'rgba(229, 57, 53, 0.9)', border: '#ffffff', text: '#ffffff' };

/** Paints a round cluster badge with its count (device px) in the map's cluster colours. */
export function paintBadge(context: CanvasRenderingContext2D, width: number, height: number, label: string, colors: BadgeColors = {}): void {
  const r = Math.min(width, height) / 2;
  context.beginPath();
  context.arc(width / 2, height / 2, r - 1, 0, Math.PI * 2);
  context.fillStyle = colors.fill || DEFAULT_BADGE_COLORS.fill;
  context.fill();
  context.lineWidth = Math.max(1, r / 8);
  context.strokeStyle = colors.border || DEFAULT_BADGE_COLORS.border;
  context.stroke();
  context.fillStyle = colors.text || DEFAULT_BADGE_COLORS.text;
  context.font = `bold ${Math.round(r * (label.length > 3 ? 0.62 : 0.8))}px sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(label, width / 2, height / 2 + r * 0.04);
}
