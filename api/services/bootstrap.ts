import type { Database } from '../db/Database';
import { countUsers, createUser } from '../repositories/usersRepository';
import { generatePassword } from './passwords';
import { seedDemoContent } from './demoSeed';
import { seedDemoContactForm } from './contactForm/demoForm';

/** The admin account's user name. */
export const ADMIN_USERNAME = 'admin';

/** What the first start created, so the server can print it once. */
export interface BootstrapReport {
  adminCreated: boolean;
  /** Only set when the password was generated: it is shown this one time. */
  generatedPassword?: string;
  demoSeeded: boolean;
}

/**
 * First-start work: the admin user (password from the environment, else generated) and the
 * demo content. Later starts change nothing.
 */
export async function bootstrap(db: Database, adminPassword?: string): Promise<BootstrapReport> {
  const report: BootstrapReport = { adminCreated: false, demoSeeded: false };
  if ((await countUsers(db)) === 0) {
    const password = adminPassword ?? generatePassword();
    await createUser(db, ADMIN_USERNAME, password);
    report.adminCreated = true;
    if (!adminPassword) report.generatedPassword = password;
  }
  report.demoSeeded = await seedDemoContent(db);
  await seedDemoContactForm(db);
  return report;
}
