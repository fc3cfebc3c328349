import { nginxProgram } from '../tests/support/loopbackServers';
import type { BenchScenario } from './scenario';

/**
 * Every benchmark scenario, loaded lazily so running one does not import the others.
 * Add new scenarios here.
 */
export const scenarioLoaders: Record<string, () => Promise<BenchScenario>> = {
  'api.objects': () => import('./api/objects').then((m) => m.scenario),
  'regions.counties': () => import('./regions/index').then((m) => m.countiesScenario),
  'regions.world': () => import('./regions/index').then((m) => m.worldScenario),
  'choropleth.counties': () => import('./choropleth/index').then((m) => m.countiesChoroplethScenario),
  'markers.cities': () => import('./markers/index').then((m) => m.citiesMarkersScenario),
  'markers.filter': () => import('./markersFilter/index').then((m) => m.markersFilterScenario),
  'markers.product': () => import('./markersProduct/index').then((m) => m.productMarkersScenario),
  'page.weight': () => import('./pageWeight/index').then((m) => m.pageWeightScenario),
  'page.first_frame': () => import('./pageWeight/index').then((m) => m.pageFirstFrameScenario),
  'page.many_maps': () => import('./pageManyMaps/index').then((m) => m.pageManyMapsScenario),
  'admin.import': () => import('./adminImport/index').then((m) => m.adminImportScenario),
  'load.read.pglite': () => import('./load/index').then((m) => m.readPgliteScenario),
  'load.feedback.pglite': () => import('./load/index').then((m) => m.feedbackPgliteScenario),
  'load.heavy.pglite': () => import('./load/heavyReads').then((m) => m.heavyReadsPgliteScenario),
  // PostgreSQL runs only where a server is given (CI sets TEST_DATABASE_URL).
  ...(process.env.TEST_DATABASE_URL ? {
    'load.read.postgres': () => import('./load/index').then((m) => m.readPostgresScenario),
    'load.feedback.postgres': () => import('./load/index').then((m) => m.feedbackPostgresScenario),
    'load.heavy.postgres': () => import('./load/heavyReads').then((m) => m.heavyReadsPostgresScenario),
  } : {}),
  // Two server processes on one PostgreSQL behind Debian's nginx, where both are at hand.
  ...(process.env.TEST_DATABASE_URL && nginxProgram() ? {
    'load.read.postgres.nginx2': () => import('./load/index').then((m) => m.readPostgresTwoProcessScenario),
  } : {}),
};
