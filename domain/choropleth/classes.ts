import { findPalette, paletteColors } from '../color/palettes';
import type { ClassesOptions } from '../map/optionTypes/choroplethOptions';
import { ClassificationError, classOf, sortedClassBounds, sortedClassCounts, sortedFinite, type ClassBounds } from './classify';

/** The classes of one set of values: their bounds, colours and how many values each holds. */
export interface Classification {
  bounds: ClassBounds;
  /** One colour per class, lowest class first. */
  colors: string[];
  counts: number[];
}

/**
 * Classifies the values and colours the classes from the palette. With fewer classes than asked
 * (too few distinct values), the palette is sampled for the classes there are, so its ends stay.
 * Throws a {@link ClassificationError} naming the problem (class count, custom breaks, palette).
 */
export function classify(values: Iterable<number | undefined>, options: ClassesOptions): Classification {
  const palette = findPalette(options.palette);
  if (!palette) throw new ClassificationError(`There is no palette named "${options.palette}".`);
  // Sorted once: the bounds and the counts both read the sorted values.
  const sorted = sortedFinite(values);
  const bounds = sortedClassBounds(sorted, { method: options.method, classes: options.count, breaks: options.breaks });
  const classes = Math.max(1, bounds.length - 1);
  if (palette.kind === 'qualitative' && palette.colors.length < classes) {
    throw new ClassificationError(`The ${palette.name} palette has ${palette.colors.length} colours, fewer than ${classes} classes.`);
  }
  const colors = classes === 1 ? [paletteColors(palette.name, 2, options.reversed)[1] as string] : paletteColors(palette.name, classes, options.reversed);
  return { bounds, colors, counts: sortedClassCounts(sorted, bounds) };
}

/** The colour of a value's class. */
export function classColor(value: number, classification: Classification): string {
  return classification.colors[classOf(value, classification.bounds)] ?? (classification.colors[0] as string);
}
