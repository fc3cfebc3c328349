/**
 * Receiver of absolute path commands in an element's local coordinates. The path-data parser
 * and the basic-shape converters both speak it, so one flattener serves every shape.
 */
export interface PathSink {
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  quadTo(x1: number, y1: number, x: number, y: number): void;
  cubicTo(x1: number, y1: number, x2: number, y2: number, x: number, y: number): void;
  /**
   * An elliptical arc in centre form, starting at the current point: centre, radii, x-axis
   * rotation (radians), start angle and signed sweep (radians), ending at (x, y).
   */
  arcTo(arc: CenterArc, x: number, y: number): void;
  closePath(): void;
}

/** An elliptical arc in centre parameterisation (SVG implementation notes, appendix B.2.4). */
export interface CenterArc {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  /** x-axis rotation in radians. */
  phi: number;
  /** Start angle in radians. */
  theta: number;
  /** Signed sweep in radians (positive = increasing angle). */
  delta: number;
}
