import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../api/app';
import { openPglite } from '../api/db/pgliteDriver';
import { migrate } from '../api/db/migrate';
import { renderApiDocs, type OpenApiDocument } from './apiDocsMarkdown';

/** Where `npm run api-docs` writes the page; `tests/api/openapi.test.ts` checks it is current. */
const API_DOCS_PATH = path.resolve(import.meta.dirname, '..', 'docs', 'rest-api.md');

/** Builds the app over an empty in-memory database and writes the REST API page from its OpenAPI document. */
async function main(): Promise<void> {
  const db = await openPglite();
  await migrate(db);
  const app = await buildApp({ db });
  try {
    await app.ready();
    writeFileSync(API_DOCS_PATH, renderApiDocs(app.swagger() as unknown as OpenApiDocument));
    console.log(`Wrote ${path.relative(process.cwd(), API_DOCS_PATH)}`);
  } finally {
    await app.close();
    await db.close();
  }
}

await main();
