import type { BenchScenario } from './scenario';

/**
 * Every benchmark scenario, loaded lazily so running one does not import the others.
 * Add new scenarios here.
 */
export const scenarioLoaders: Record<string, () => Promise<BenchScenario>> = {};
