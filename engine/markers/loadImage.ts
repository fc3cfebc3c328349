/**
 * Loads an image for use as a texture. `onload` is used rather than `decode()`: a decode of an
 * image outside the document can stay pending in a background or throttled page, while load
 * events always arrive.
 */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`image failed: ${src.slice(0, 120)}`));
    image.src = src;
  });
}
