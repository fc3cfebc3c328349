import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..', '..');

/**
 * Lints a fixture's text as if it lived at `virtualPath` in the real tree, so the folder rules
 * apply without putting a violation into the product's folders.
 */
async function restrictedImportMessages(fixture: string, virtualPath: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: repoRoot });
  const text = readFileSync(path.join(here, 'fixtures', fixture), 'utf8');
  const [result] = await eslint.lintText(text, { filePath: path.join(repoRoot, virtualPath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('folder import boundaries', () => {
  it('refuse ui/ reaching past engine/index.ts', async () => {
    const messages = await restrictedImportMessages('ui-imports-engine-internals.ts', 'ui/viewer/violation.ts');
    expect(messages).toEqual([expect.stringContaining('ui/ imports engine/index.ts (or engine/early.ts')]);
  });

  it('refuse Node APIs and other folders in domain/', async () => {
    const messages = await restrictedImportMessages('domain-imports-api.ts', 'domain/violation.ts');
    expect(messages).toHaveLength(2);
    expect(messages[0]).toContain('must not use Node APIs');
    expect(messages[1]).toContain('domain/ is pure');
  });

  it('refuse React and ui/ in engine/', async () => {
    const messages = await restrictedImportMessages('engine-imports-react.ts', 'engine/scene/violation.ts');
    expect(messages).toHaveLength(2);
    expect(messages[0]).toContain('never imports React');
  });

  it('let engine tests, and only them, import tests/support/', async () => {
    const inTest = await restrictedImportMessages('engine-test-imports-support.ts', 'engine/scene/helpers.test.ts');
    expect(inTest).toEqual([expect.stringContaining('Engine tests import from tests/support/ only')]);
    const inCode = await restrictedImportMessages('engine-test-imports-support.ts', 'engine/scene/helpers.ts');
    expect(inCode).toHaveLength(2);
    expect(inCode[0]).toContain('The engine never imports');
  });

  it('refuse ui/ in api/', async () => {
    const messages = await restrictedImportMessages('api-imports-ui.ts', 'api/routes/violation.ts');
    expect(messages).toEqual([expect.stringContaining('api/ imports domain/ only')]);
  });

  it('refuse api/sql/ reaching up to repositories/', async () => {
    const messages = await restrictedImportMessages('api-sql-imports-repositories.ts', 'api/sql/violation.ts');
    expect(messages).toEqual([expect.stringContaining('api/sql/ builds SQL text only')]);
  });

  it('refuse api/repositories/ reaching up to services/', async () => {
    const messages = await restrictedImportMessages('api-repositories-imports-services.ts', 'api/repositories/violation.ts');
    expect(messages).toEqual([expect.stringContaining('api/repositories/ never imports services/ or routes/')]);
  });

  it('allow api/repositories/ to import sql/ and other repositories', async () => {
    const messages = await restrictedImportMessages('api-layers-allowed.ts', 'api/repositories/allowed.ts');
    expect(messages).toEqual([]);
  });

  it('allow ui/ to import the engine facade and domain/', async () => {
    const messages = await restrictedImportMessages('allowed-imports.ts', 'ui/viewer/allowed.ts');
    expect(messages).toEqual([]);
  });
});
