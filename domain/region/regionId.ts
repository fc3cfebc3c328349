/**
 * Turns a shape id from the image into a region id. With a prefix configured only shapes whose id
 * starts with it are regions (undefined otherwise), and the prefix is removed from the id.
 */
export function regionIdFromShapeId(shapeId: string, prefix: string | undefined): string | undefined {
  if (shapeId === '') return undefined;
  if (!prefix) return shapeId;
  if (!shapeId.startsWith(prefix) || shapeId.length === prefix.length) return undefined;
  return shapeId.slice(prefix.length);
}
