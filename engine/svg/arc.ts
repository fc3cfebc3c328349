import type { CenterArc } from './pathSink';

/**
 * Converts an SVG endpoint arc (`A rx ry rotation large-arc sweep x y`) to centre form,
 * following SVG 1.1 implementation notes F.6.5–F.6.6, including the radius scale-up when the
 * radii are too small to reach the end point. Returns `null` when the arc degenerates to a
 * straight line (a zero radius); identical end points should be dropped by the caller.
 */
export function endpointToCenter(
  x1: number, y1: number,
  rxIn: number, ryIn: number,
  rotationDeg: number, largeArc: boolean, sweep: boolean,
  x2: number, y2: number,
): CenterArc | null {
  let rx = Math.abs(rxIn);
  let ry = Math.abs(ryIn);
  if (rx === 0 || ry === 0) return null;
  const phi = ((rotationDeg % 360) * Math.PI) / 180;
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  const dx = (x1 - x2) / 2;
  const dy = (y1 - y2) / 2;
  const x1p = cos * dx + sin * dy;
  const y1p = -sin * dx + cos * dy;
  const lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry);
  if (lambda > 1) {
    const grow = Math.sqrt(lambda);
    rx *= grow;
    ry *= grow;
  }
  const rx2 = rx * rx;
  const ry2 = ry * ry;
  const denominator = rx2 * y1p * y1p + ry2 * x1p * x1p;
  const radicand = denominator === 0 ? 0 : (rx2 * ry2 - denominator) / denominator;
  const sign = largeArc !== sweep ? 1 : -1;
  const coef = sign * Math.sqrt(Math.max(0, radicand));
  const cxp = (coef * rx * y1p) / ry;
  const cyp = (-coef * ry * x1p) / rx;
  const cx = cos * cxp - sin * cyp + (x1 + x2) / 2;
  const cy = sin * cxp + cos * cyp + (y1 + y2) / 2;
  const ux = (x1p - cxp) / rx;
  const uy = (y1p - cyp) / ry;
  const vx = (-x1p - cxp) / rx;
  const vy = (-y1p - cyp) / ry;
  const theta = Math.atan2(uy, ux);
  let delta = Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
  if (!sweep && delta > 0) delta -= 2 * Math.PI;
  if (sweep && delta < 0) delta += 2 * Math.PI;
  return { cx, cy, rx, ry, phi, theta, delta };
}

/** The point at angle `t` on a centre-form ellipse (the arc runs from `theta` to `theta + delta`). */
export function pointOnArc(arc: CenterArc, t: number): [number, number] {
  const cos = Math.cos(arc.phi);
  const sin = Math.sin(arc.phi);
  const ex = arc.rx * Math.cos(t);
  const ey = arc.ry * Math.sin(t);
  return [arc.cx + cos * ex - sin * ey, arc.cy + sin * ex + cos * ey];
}
