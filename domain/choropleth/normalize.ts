/**
 * Values per unit of another field (per capita, per km²): each value divided by its row's
 * divisor. A row whose divisor is missing, zero or not a number has no ratio: it joins the
 * no-data class rather than getting an infinite or NaN colour.
 */
export function normalizedValues(
  values: ReadonlyMap<string, number | undefined>,
  divisors: ReadonlyMap<string, number | undefined>,
  per = 1,
): Map<string, number | undefined> {
  const ratios = new Map<string, number | undefined>();
  for (const [id, value] of values) {
    const divisor = divisors.get(id);
    const usable = value !== undefined && divisor !== undefined && Number.isFinite(divisor) && divisor !== 0;
    ratios.set(id, usable ? (value / divisor) * per : undefined);
  }
  return ratios;
}
