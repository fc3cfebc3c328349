/**
 * The fill the product gives regions of an image that sets no fill, while the admin has picked
 * no colour: a soft blue-grey that hover and selection (lightening by a percentage) still change.
 */
export const UNSTYLED_REGION_FILL = '#b8c7db';

/** The stroke the product gives regions of an image that sets neither fill nor stroke. */
export const UNSTYLED_REGION_STROKE = '#ffffff';

/** The spec's default `colors.baseDefault`: black, as an image without fills draws in a browser. */
const LIBRARY_DEFAULT_FILL = /^(#000|#000000|black)$/i;

/** What the image authored for one region. */
export interface AuthoredLook {
  fill: string | null;
  stroke: string | null;
}

/**
 * The last-resort fill of a region (the `defaultFill` of the fill priority): a region whose image
 * sets no fill gets {@link UNSTYLED_REGION_FILL} unless the admin chose another `baseDefault` than
 * the library's black, so a freshly uploaded image without styles shows distinguishable regions
 * instead of one black shape.
 */
export function defaultFillFor(shape: AuthoredLook, baseDefault: string | undefined): string | undefined {
  if (shape.fill !== null) return baseDefault;
  const chosen = baseDefault !== undefined && baseDefault.trim() !== '' && !LIBRARY_DEFAULT_FILL.test(baseDefault.trim());
  return chosen ? baseDefault : UNSTYLED_REGION_FILL;
}

/**
 * The stroke a region draws with: the `colors.stroke` option, else the image's stroke, else, for
 * a region whose image sets neither fill nor stroke, {@link UNSTYLED_REGION_STROKE} (borders keep
 * neighbours apart), else none.
 */
export function strokeFor(shape: AuthoredLook, strokeOption: string | undefined): string | null {
  if (strokeOption) return strokeOption;
  if (shape.stroke !== null) return shape.stroke;
  return shape.fill === null ? UNSTYLED_REGION_STROKE : null;
}
