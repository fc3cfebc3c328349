import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_REPORTS, buildApiReports, type ApiReportDefinition } from './reports';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURE_ROOT = path.join(import.meta.dirname, 'fixture');
const FIXTURE_REPORT: ApiReportDefinition = {
  ...API_REPORTS[0]!,
  entry: 'lib/index.ts',
  output: 'lib/api-report.md',
  title: 'fixture',
  scope: 'lib/',
};

function fixtureReport(): string {
  const [report] = buildApiReports(FIXTURE_ROOT, [FIXTURE_REPORT]);
  if (!report) throw new Error('no fixture report');
  return report.text;
}

describe('the API report', () => {
  it('writes every export with its signature, sorted by name', () => {
    const text = fixtureReport();

    expect(text).toContain("export const GREETING: 'hello';");
    expect(text).toContain('export function format(shape: Shape, digits?: number): string;');
    expect(text).toContain("export type Shape = {\n    kind: 'circle';");
    expect(text.indexOf('export class Counter')).toBeLessThan(text.indexOf('export const GREETING'));
    expect(text.indexOf('export const GREETING')).toBeLessThan(text.indexOf('export function format'));
  });

  it('shows a class\'s public members only (not those documented @internal), overloads without the implementation, inferred types written out', () => {
    const text = fixtureReport();

    expect(text).toContain([
      'export class Counter {',
      '    constructor(options: CounterOptions, log?: string[]);',
      '    readonly options: CounterOptions;',
      '    add(): number;',
      '    add(amount: number): number;',
      '    get total(): {',
      '        value: number;',
      '        unit: Unit;',
      '    };',
      '}',
    ].join('\n'));
    expect(text).not.toMatch(/secret|hidden|step|log:|resetForTests/);
  });

  it('writes out what the exports name from the scope, and lists names from elsewhere by module', () => {
    const text = fixtureReport();

    expect(text).toContain('// lib/Counter.ts\ninterface CounterOptions {\n    start?: number;\n    unit: Unit;\n}');
    expect(text).toContain('// other/units.ts: Unit');
  });

  it('is the same text on every run, with no absolute path', () => {
    const text = fixtureReport();

    expect(fixtureReport()).toBe(text);
    expect(text).not.toContain(FIXTURE_ROOT);
  });

  // The program reaches the engine, the viewer and their types: slow on a busy machine.
  it('matches the checked-in reports', { timeout: 180_000 }, () => {
    for (const report of buildApiReports(REPO_ROOT)) {
      const checkedIn = readFileSync(path.join(REPO_ROOT, report.output), 'utf8');
      // Received is the code's surface, so a `+` line in the diff is what the code added.
      expect.soft(report.text, `The public API changed: run npm run api-report and review the diff (${report.output})`).toBe(checkedIn);
    }
  });
});
