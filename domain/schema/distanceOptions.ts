import type { DistanceOption } from './schemaField';

function isBlank(option: DistanceOption): boolean {
  return option.value.trim() === '';
}

/** Ticks one distance as the default and clears the others: exactly one default is allowed. */
export function setDefaultDistanceOption(options: readonly DistanceOption[], index: number): DistanceOption[] {
  if (index < 0 || index >= options.length) return options.map((option) => ({ ...option }));
  return options.map((option, position) => ({ ...option, default: position === index }));
}

/**
 * The distances to save: rows with an empty value are dropped and exactly one default remains
 * (the first ticked one, or the first distance when none is ticked).
 */
export function cleanDistanceOptions(options: readonly DistanceOption[]): DistanceOption[] {
  const kept = options.filter((option) => !isBlank(option)).map((option) => ({ ...option, value: option.value.trim() }));
  if (kept.length === 0) return kept;
  const ticked = kept.findIndex((option) => option.default);
  return setDefaultDistanceOption(kept, ticked < 0 ? 0 : ticked);
}

/** The rows to edit: a blank row is kept at the end so another distance can be typed in. */
export function withBlankDistanceRow(options: readonly DistanceOption[]): DistanceOption[] {
  const rows = options.map((option) => ({ ...option }));
  const last = rows[rows.length - 1];
  if (last && isBlank(last)) return rows;
  return [...rows, { value: '', default: false }];
}
