/**
 * Optimal one-dimensional k-means (the Fisher–Jenks "natural breaks" criterion): splits sorted
 * values into contiguous groups with the least total within-group sum of squared deviations.
 * Dynamic programming after Wang and Song (Ckmeans.1d.dp, 2011), each row filled by divide and
 * conquer over the monotone split points, so it costs O(k·m·log m) for m distinct values, not
 * Jenks's O(k·n²). Equal values are one weighted point (they never belong to two classes, since
 * a class holds every value up to its upper bound), so skewed counts with many ties shrink.
 */

/** The distinct values, ascending, with how many times each occurs and prefix sums over them. */
interface WeightedPrefix {
  values: Float64Array;
  /** Prefix sums (length m + 1) of the counts, of count·x and of count·x², x shifted by the median. */
  weight: Float64Array;
  sum: Float64Array;
  squares: Float64Array;
}

function weightedPrefix(sorted: ArrayLike<number>): WeightedPrefix {
  const n = sorted.length;
  const distinct = new Float64Array(n);
  const counts = new Float64Array(n);
  let m = 0;
  for (let i = 0; i < n; i += 1) {
    const value = sorted[i] as number;
    if (m > 0 && distinct[m - 1] === value) counts[m - 1] = (counts[m - 1] as number) + 1;
    else {
      distinct[m] = value;
      counts[m] = 1;
      m += 1;
    }
  }
  // Shifting by the median keeps the squares small, so the differences below stay precise.
  const shift = (sorted[n >> 1] as number | undefined) ?? 0;
  const weight = new Float64Array(m + 1);
  const sum = new Float64Array(m + 1);
  const squares = new Float64Array(m + 1);
  for (let i = 0; i < m; i += 1) {
    const count = counts[i] as number;
    const x = (distinct[i] as number) - shift;
    weight[i + 1] = (weight[i] as number) + count;
    sum[i + 1] = (sum[i] as number) + count * x;
    squares[i + 1] = (squares[i] as number) + count * x * x;
  }
  return { values: distinct.subarray(0, m), weight, sum, squares };
}

/** Sum of squared deviations from their mean of the distinct values from..to (inclusive). */
function withinSquares(prefix: WeightedPrefix, from: number, to: number): number {
  const count = (prefix.weight[to + 1] as number) - (prefix.weight[from] as number);
  const s = (prefix.sum[to + 1] as number) - (prefix.sum[from] as number);
  const q = (prefix.squares[to + 1] as number) - (prefix.squares[from] as number);
  const cost = q - (s * s) / count;
  return cost > 0 ? cost : 0;
}

/** One row of the programme: the least cost of q+1 groups over values 0..i, and where the last starts. */
interface Row {
  cost: Float64Array;
  split: Int32Array;
}

/**
 * Fills `row` (q+1 groups) for every i in [from, to], knowing each best split lies in
 * [lowSplit, highSplit]: the (leftmost) best split never moves left as i grows, so the middle
 * i's split halves the search of both sides. Recursion depth is log2 of the range.
 */
function fillRange(prefix: WeightedPrefix, previous: Float64Array, row: Row, q: number, from: number, to: number, lowSplit: number, highSplit: number): void {
  if (from > to) return;
  const i = (from + to) >> 1;
  const { weight, sum, squares } = prefix;
  const weightEnd = weight[i + 1] as number;
  const sumEnd = sum[i + 1] as number;
  const squaresEnd = squares[i + 1] as number;
  const first = lowSplit > q ? lowSplit : q;
  const last = highSplit < i ? highSplit : i;
  let best = Infinity;
  let bestSplit = first;
  for (let j = first; j <= last; j += 1) {
    const s = sumEnd - (sum[j] as number);
    const within = squaresEnd - (squares[j] as number) - (s * s) / (weightEnd - (weight[j] as number));
    const cost = (previous[j - 1] as number) + (within > 0 ? within : 0);
    if (cost < best) {
      best = cost;
      bestSplit = j;
    }
  }
  row.cost[i] = best;
  row.split[i] = bestSplit;
  fillRange(prefix, previous, row, q, from, i - 1, lowSplit, bestSplit);
  fillRange(prefix, previous, row, q, i + 1, to, bestSplit, highSplit);
}

/**
 * The inner breaks of the optimal grouping into `classes` groups: the upper bound (a value of
 * the data) of every group but the last, ascending. `sorted` must be ascending; with fewer
 * distinct values than classes, each distinct value but the highest is a break.
 */
export function naturalBreaks(sorted: ArrayLike<number>, classes: number): number[] {
  const prefix = weightedPrefix(sorted);
  const m = prefix.values.length;
  if (m <= classes) return Array.from(prefix.values.subarray(0, Math.max(0, m - 1)));
  const splits: Int32Array[] = [new Int32Array(m)];
  let previous: Float64Array = new Float64Array(m);
  for (let i = 0; i < m; i += 1) previous[i] = withinSquares(prefix, 0, i);
  for (let q = 1; q < classes; q += 1) {
    const row: Row = { cost: new Float64Array(m).fill(Infinity), split: new Int32Array(m) };
    // The last row is read at the highest value only: one cell, not a whole row.
    const from = q === classes - 1 ? m - 1 : q;
    fillRange(prefix, previous, row, q, from, m - 1, q, m - 1);
    splits.push(row.split);
    previous = row.cost;
  }
  const breaks: number[] = [];
  let right = m - 1;
  for (let q = classes - 1; q >= 1; q -= 1) {
    const start = (splits[q] as Int32Array)[right] as number;
    breaks.push(prefix.values[start - 1] as number);
    right = start - 1;
  }
  return breaks.reverse();
}
