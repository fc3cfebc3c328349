import type { FieldOption } from './schemaField';

function parseLines(text: string, partCount: number): string[][] {
  return text
    .split(/\r?\n/)
    .map((line) => line.split(':').map((part) => part.trim()))
    .filter((parts) => parts.length === partCount);
}

/**
 * Reads the options text of a select, radio or checkboxes field: one `label:value` per line.
 * Lines with another number of parts (blank lines, missing or extra colons) are dropped. Empty
 * values are kept while editing; `dropEmptyOptions` removes them on save.
 */
export function parseOptionsText(text: string): FieldOption[] {
  return parseLines(text, 2).map(([label = '', value = '']) => ({ label, value }));
}

/** Reads checkbox options text: one `label:name:value` per line; other lines are dropped. */
export function parseCheckboxOptionsText(text: string): FieldOption[] {
  return parseLines(text, 3).map(([label = '', name = '', value = '']) => ({ label, name, value }));
}

/** Writes options back as text, one per line, in the form their parser reads. */
export function formatOptionsText(options: readonly FieldOption[]): string {
  return options
    .map((option) =>
      option.name === undefined ? `${option.label}:${option.value}` : `${option.label}:${option.name}:${option.value}`,
    )
    .join('\n');
}

/** The options to save: those with an empty value are dropped. */
export function dropEmptyOptions<T extends { value: unknown }>(options: readonly T[]): T[] {
  return options.filter((option) => String(option.value ?? '').trim() !== '');
}
