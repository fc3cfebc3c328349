/**
 * The fill the product gives regions of an image that sets no fill, while the admin has picked
 * no colour: a soft blue-grey that hover and selection (lightening by a percentage) still change.
 */
const UNSTYLED_REGION_FILL = '#b8c7db';

/** The stroke the product gives regions of an image that sets neither fill nor stroke. */
const UNSTYLED_REGION_STROKE = '#ffffff';

/** The spec's default `colors.baseDefault`: black, as an image without fills draws in a browser. */
const LIBRARY_DEFAULT_FILL = /^(#000|#000000|black)$/i;

/** What the image authored for one region. */
interface AuthoredLook {
  fill: string | null;
  stroke: string | null;
}

/**
 * Whether an image is unstyled: none of its regions has a fill of its own or inherited. Only
 * such images get the product's look; an image that styles some regions keeps the browser's
 * defaults for the others, as it draws in a browser.
 */
export function isUnstyledImage(shapes: readonly AuthoredLook[]): boolean {
  return shapes.length > 0 && shapes.every((shape) => shape.fill === null);
}

/**
 * The last-resort fill of a region (the `defaultFill` of the fill priority): a region of an
 * unstyled image gets {@link UNSTYLED_REGION_FILL} unless the admin chose another `baseDefault`
 * than the library's black, so a freshly uploaded image without styles shows distinguishable
 * regions instead of one black shape.
 */
export function defaultFillFor(shape: AuthoredLook, baseDefault: string | undefined, unstyledImage: boolean): string | undefined {
  if (!unstyledImage || shape.fill !== null) return baseDefault;
  const chosen = baseDefault !== undefined && baseDefault.trim() !== '' && !LIBRARY_DEFAULT_FILL.test(baseDefault.trim());
  return chosen ? baseDefault : UNSTYLED_REGION_FILL;
}

/**
 * The stroke a region draws with: the `colors.stroke` option, else the image's stroke, else, for
 * a region of an unstyled image, {@link UNSTYLED_REGION_STROKE} (borders keep neighbours apart),
 * else none.
 */
export function strokeFor(shape: AuthoredLook, strokeOption: string | undefined, unstyledImage: boolean): string | null {
  if (strokeOption) return strokeOption;
  if (shape.stroke !== null) return shape.stroke;
  return unstyledImage ? UNSTYLED_REGION_STROKE : null;
}
