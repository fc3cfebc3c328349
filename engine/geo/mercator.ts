/** The Web Mercator ordinate of a latitude in degrees (radians of the projected y; 0 at the equator, north positive). */
export function mercatorOrdinate(latDegrees: number): number {
  const sin = Math.sin((latDegrees * Math.PI) / 180);
  return 0.5 * Math.log((1 + sin) / (1 - sin));
}

/** The latitude in degrees of a Web Mercator ordinate (the inverse of {@link mercatorOrdinate}). */
export function latitudeOfOrdinate(ordinate: number): number {
  return (180 / Math.PI) * Math.atan(Math.sinh(ordinate));
}
