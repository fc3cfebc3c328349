import type { Database } from '../db/Database';
import { withStartupLock } from '../db/startupLock';
import { countUsers, createUser } from '../repositories/usersRepository';
import { generatePassword } from '../auth/passwords';
import { seedDemoContent } from './demoSeed';
import { seedDemoContactForm } from './contactForm/demoForm';
import { listSchemas } from '../repositories/schemasRepository';
import { enableTrigrams, syncIndexes, tableExists } from '../repositories/dataTables';

/** The admin account's user name. */
export const ADMIN_USERNAME = 'admin';

/** What the first start created, so the server can print it once. */
interface BootstrapReport {
  adminCreated: boolean;
  /** Only set when the password was generated: it is shown this one time. */
  generatedPassword?: string;
  demoSeeded: boolean;
}

/**
 * First-start work: the admin user (password from the environment, else generated) and the
 * demo content. Later starts only bring the data tables' indexes up to the current rules.
 * Processes starting together on one PostgreSQL take turns on the startup lock, so one admin and
 * one demo are created.
 */
export function bootstrap(db: Database, adminPassword?: string): Promise<BootstrapReport> {
  return withStartupLock(db, () => firstStartWork(db, adminPassword));
}

async function firstStartWork(db: Database, adminPassword?: string): Promise<BootstrapReport> {
  const report: BootstrapReport = { adminCreated: false, demoSeeded: false };
  if ((await countUsers(db)) === 0) {
    const password = adminPassword ?? generatePassword();
    await createUser(db, ADMIN_USERNAME, password);
    report.adminCreated = true;
    if (!adminPassword) report.generatedPassword = password;
  }
  await enableTrigrams(db);
  report.demoSeeded = await seedDemoContent(db);
  await seedDemoContactForm(db);
  await syncDataTableIndexes(db);
  return report;
}

/**
 * Gives every data table the indexes its fields need now: tables created by an older release
 * keep their old index set until their schema is saved otherwise. Nothing is done when they
 * are up to date.
 */
async function syncDataTableIndexes(db: Database): Promise<void> {
  for (const schema of await listSchemas(db)) {
    await db.transaction(async (tx) => {
      if (await tableExists(tx, schema.name)) await syncIndexes(tx, schema.name, schema.fields);
    });
  }
}
