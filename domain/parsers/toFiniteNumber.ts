/**
 * Reads a number from a number or numeric text. Text is accepted because values arrive from form
 * inputs, attributes and database rows as strings. Blank text is not zero: it yields undefined.
 */
export function toFiniteNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}
