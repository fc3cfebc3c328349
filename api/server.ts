import path from 'node:path';
import { buildApp } from './app';
import { FallbackHitCounter } from './auth/FallbackHitCounter';
import { withStartupLock } from './db/startupLock';
import { adoptLocalFiles, openFileStorage } from './storage/openFileStorage';
import { readConfig } from './config';
import { openDatabase } from './db/openDatabase';
import { migrate } from './db/migrate';
import { ADMIN_USERNAME, bootstrap } from './services/bootstrap';
import { seedWorldCities } from './services/demoCitiesSeed';
import { DatabaseGeocoder } from './services/geocoding/DatabaseGeocoder';
import { GoogleGeocoder } from './services/geocoding/GoogleGeocoder';

async function main(): Promise<void> {
  // Every setting is read and checked here, before anything is opened.
  const config = readConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(db);
  const report = await bootstrap(db, config.adminPassword);
  const uploadsDir = path.join(config.dataDir, 'uploads');
  const storage = openFileStorage(config.storage, { db, uploadsDir });
  // Files a single server kept in its folder move to the shared storage once, so their addresses keep working.
  const adopted = await withStartupLock(db, () => adoptLocalFiles(storage, uploadsDir));
  if (adopted > 0) console.log(`Copied ${adopted} uploaded file(s) from ${uploadsDir} to the ${storage.kind} storage.`);
  // Redis when configured; while it is away limits are counted in the database (see FallbackHitCounter).
  const hitCounter = config.redisUrl ? FallbackHitCounter.redisOrDatabase(config.redisUrl, db) : undefined;
  const geocoder = config.googleGeocodingApiKey
    ? new GoogleGeocoder(config.googleGeocodingApiKey, config.googleGeocodingBaseUrl)
    : new DatabaseGeocoder(db);
  const app = await buildApp({ db, dataDir: config.dataDir, storage, hitCounter, sharedMaxAge: config.cdnMaxAge, geocoder, mail: { smtpUrl: config.smtpUrl, submissionsPerWindow: config.feedbackLimit }, trustProxy: config.trustProxy, connections: config.connections, publicReads: config.publicReads, logger: { level: config.logLevel } });
  const address = await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(`Map Studio is running at ${address}/ (database: ${where}; uploads: ${storage.kind}${hitCounter ? '; rate limits: Redis' : ''})`);
  console.log(`Admin: ${address}/admin/  user "${ADMIN_USERNAME}"`);
  if (report.generatedPassword) {
    console.log(`Admin password (generated, shown only this once): ${report.generatedPassword}`);
  } else if (report.adminCreated) {
    console.log('Admin password: the value of MAPSVG_ADMIN_PASSWORD.');
  }

  // The offline geocoder's place index is written once per database, off the event loop; the
  // first start builds it here rather than on a visitor's first address search.
  if (geocoder instanceof DatabaseGeocoder && config.placeIndexAtStart) {
    geocoder.index.ready().catch((error: unknown) => console.warn(`Building the place index failed: ${error instanceof Error ? error.message : String(error)}`));
  }

  // The World cities records (~171k) are written after the server listens, batch by batch
  // between requests; a stop pauses them and the next start resumes.
  const seedStop = new AbortController();
  const seeding = config.demoCities
    ? seedWorldCities(db, { log: (message) => console.log(message), signal: seedStop.signal }).catch((error: unknown) => {
      if (!seedStop.signal.aborted) console.warn(`Seeding World cities failed: ${error instanceof Error ? error.message : String(error)}`);
    })
    : Promise.resolve();

  let stopping = false;
  const stop = async (signal: string): Promise<void> => {
    if (stopping) {
      console.log('Forced exit.');
      process.exit(1);
    }
    stopping = true;
    console.log(`${signal} received: finishing requests and closing the database…`);
    seedStop.abort();
    await app.close();
    await seeding;
    await storage.close();
    await hitCounter?.close();
    await db.close();
    console.log('Stopped cleanly.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
