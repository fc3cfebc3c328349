import { regionsScenario } from './regionsScenario';

/** The 3,143-county map: the heaviest region layer among the fixtures. */
export const countiesScenario = regionsScenario('regions.counties', 'not-calibrated-usa-counties.svg');

/** The world map: fewer regions, long detailed coastlines. */
export const worldScenario = regionsScenario('regions.world', 'geo-calibrated-world.svg');
