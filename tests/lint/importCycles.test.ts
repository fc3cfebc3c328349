import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCycles, importGraph } from './importCycles';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = (name: string) => path.join(here, 'fixtures', 'cycles', name);

describe('import cycles', () => {
  it('finds a cycle made only of a type-only import and a lazy import()', () => {
    const files = [fixture('loader.ts'), fixture('leaf.ts'), fixture('standalone.ts')];
    const cycles = findCycles(importGraph(files));
    expect(cycles).toEqual([[fixture('leaf.ts'), fixture('loader.ts'), fixture('leaf.ts')]]);
  });

  it('finds none once the shared type leaves the cycle', () => {
    const graph = new Map([[fixture('loader.ts'), [fixture('leaf.ts')]], [fixture('leaf.ts'), []]]);
    expect(findCycles(graph)).toEqual([]);
  });

  it('finds a file that imports itself', () => {
    expect(findCycles(new Map([['a.ts', ['a.ts']]]))).toEqual([['a.ts', 'a.ts']]);
  });

});
