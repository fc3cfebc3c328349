/** Options every benchmark scenario receives from `npm run bench`. */
export interface BenchOptions {
  /** A shorter run: fewer samples and smaller data, the whole suite under 3 minutes. */
  quick: boolean;
  /**
   * The CI smoke (implies `quick`): the smallest run that still makes every measurement, so
   * CI learns that each scenario runs and reports every figure. Its figures mean nothing and
   * are never recorded.
   */
  smoke?: boolean;
}

/** Metrics of one scenario: `{ "<metric>": number }`. */
export type BenchMetrics = Record<string, number>;

/** One benchmark scenario; its metrics land in bench/results/latest.json under `name`. */
export interface BenchScenario {
  /** Dotted key in latest.json, e.g. `api.objects` or `regions.counties`. */
  name: string;
  run(options: BenchOptions): Promise<BenchMetrics>;
}
