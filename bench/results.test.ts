import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { percentile, recordResults } from './results';

describe('bench results', () => {
  it('merges one scenario without dropping the others', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'bench-')), 'latest.json');
    recordResults('a.one', { x_ms: 1 }, file);
    recordResults('b.two', { y_ms: 2 }, file);
    recordResults('a.one', { x_ms: 3 }, file);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ 'a.one': { x_ms: 3 }, 'b.two': { y_ms: 2 } });
  });

  it('takes nearest-rank percentiles', () => {
    const samples = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(samples, 50)).toBe(50);
    expect(percentile(samples, 95)).toBe(95);
    expect(percentile([5], 99)).toBe(5);
    expect(percentile([], 50)).toBeNaN();
  });
});
