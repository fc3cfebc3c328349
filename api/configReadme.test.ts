import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

/** Every variable `readConfig` reads, found by handing it an environment that notes each read. */
function variablesRead(base: Record<string, string>): Set<string> {
  const read = new Set<string>();
  const env = new Proxy(base, {
    get(target, key) {
      if (typeof key === 'string') read.add(key);
      return target[key as string];
    },
  });
  readConfig(env);
  return read;
}

/** The README's configuration table: its rows' variable names, and all of its text. */
function readmeTable(): { names: string[]; text: string } {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const rows = readme.split('\n').filter((line) => /^\| `[A-Z][A-Z0-9_]+` \|/.test(line));
  return { names: rows.map((row) => /^\| `([A-Z0-9_]+)`/.exec(row)?.[1] ?? ''), text: rows.join('\n') };
}

describe('the README\'s environment variables', () => {
  it('name every variable the configuration reads, and only those', () => {
    const read = new Set([...variablesRead({}), ...variablesRead({ MAPSVG_STORAGE: 's3', MAPSVG_S3_BUCKET: 'b' })]);
    const { names, text } = readmeTable();
    for (const name of read) expect(text, `${name} is read but not in the README's table`).toContain(`\`${name}\``);
    for (const name of names) expect(read.has(name), `${name} is in the README's table but never read`).toBe(true);
  });
});
