import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * Import cycles in the repository's TypeScript, type-only imports and lazy `import()` included:
 * a cycle of types still ties two modules' meanings together, and a leaf that reaches up to its
 * own lazy loader undoes the laziness. `npm run lint` runs this after ESLint and fails on any
 * cycle. The TypeScript compiler reads the imports (`ts.preProcessFile`), so comments and
 * strings that look like imports are not mistaken for them.
 */

const SOURCE = /\.(ts|tsx)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The repository's own files a relative specifier can name, or null for a package or a non-source file. */
export function resolveImport(fromFile: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), specifier.replace(/\.js$/, ''));
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (SOURCE.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** Each file's imports of other files in the list (absolute paths). */
export function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((entry) => resolveImport(file, entry.fileName))
      .filter((target): target is string => target !== null && known.has(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * The graph's cycles: one per strongly connected group of two or more files (or a file that
 * imports itself), each as the path that goes round it, first file repeated at the end.
 */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  // Iterative Tarjan: a recursive walk would overflow on a long import chain.
  for (const root of graph.keys()) {
    if (order.has(root)) continue;
    const work: Array<{ file: string; next: number }> = [{ file: root, next: 0 }];
    order.set(root, order.size);
    low.set(root, order.get(root) ?? 0);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1] as { file: string; next: number };
      const targets = graph.get(frame.file) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next] as string;
        frame.next += 1;
        if (!order.has(target)) {
          order.set(target, order.size);
          low.set(target, order.get(target) ?? 0);
          stack.push(target);
          onStack.add(target);
          work.push({ file: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.file, Math.min(low.get(frame.file) ?? 0, order.get(target) ?? 0));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.file, Math.min(low.get(parent.file) ?? 0, low.get(frame.file) ?? 0));
      if (low.get(frame.file) !== order.get(frame.file)) continue;
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        group.push(member);
      } while (member !== frame.file);
      const selfImport = group.length === 1 && (graph.get(frame.file) ?? []).includes(frame.file);
      if (group.length > 1 || selfImport) groups.push(cyclePath(graph, new Set(group)));
    }
  }
  return groups;
}

/** A path round one strongly connected group, found breadth-first from its first file in sorted order. */
function cyclePath(graph: ReadonlyMap<string, readonly string[]>, group: ReadonlySet<string>): string[] {
  const start = [...group].sort()[0] as string;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    for (const target of graph.get(file) ?? []) {
      if (!group.has(target)) continue;
      if (target === start) {
        const path = [start];
        for (let step: string | undefined = file; step !== undefined && step !== start; step = cameFrom.get(step)) path.splice(1, 0, step);
        return [...path, start];
      }
      if (cameFrom.has(target)) continue;
      cameFrom.set(target, file);
      queue.push(target);
    }
  }
  return [start, start];
}

/** The TypeScript files git tracks (and new ones it does not ignore), lint fixtures left out. */
export function repositorySources(root: string): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', '*.ts', '*.tsx'], { cwd: root, encoding: 'utf8' });
  return listed.split('\n')
    .filter((file) => file !== '' && !file.startsWith('tests/lint/fixtures/'))
    .map((file) => path.join(root, file))
    .filter((file) => existsSync(file));
}

function main(): void {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  const cycles = findCycles(importGraph(repositorySources(root)));
  if (cycles.length === 0) {
    console.log('No import cycles.');
    return;
  }
  console.error(`${cycles.length} import cycle(s) (type-only and lazy imports count too):`);
  for (const cycle of cycles) console.error(`  ${cycle.map((file) => path.relative(root, file)).join(' -> ')}`);
  process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
