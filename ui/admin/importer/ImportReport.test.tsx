// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import type { ImportResult } from '../../data/index';
import { ImportReport } from './ImportReport';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function shown(result: ImportResult, rowCount: number, lineOf?: (row: number) => number | undefined): string {
  const host = document.createElement('div');
  const root = createRoot(host);
  act(() => root.render(<ImportReport result={result} rowCount={rowCount} lineOf={lineOf} />));
  const text = host.textContent ?? '';
  act(() => root.unmount());
  return text;
}

describe('ImportReport', () => {
  it("counts a failed chunk's own rows and names the file lines to import again, whatever the chunk's size", () => {
    const result: ImportResult = {
      total: 3,
      errors: [{ chunk: 1, row: undefined, message: '' }],
      failedChunks: [1],
      failedRows: [{ first: 100, count: 400 }],
    };

    const text = shown(result, 1500, (row) => row + 2);

    expect(text).toContain('1100 rows imported, 400 rows rejected.');
    expect(text).toContain('1 chunks could not be sent, 400 rows not imported: lines 102–501.');
  });
});
