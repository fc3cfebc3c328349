import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { launch } from '../pageWeight/index';

/**
 * `tsx bench/pageManyMaps/traceLoad.ts <page url> [trace.json]`: one cold load of a page of
 * maps (the URL of a running server's page) under a Chromium trace, scrolled down as the
 * bench reads it; prints each main-thread task over 50 ms with the source functions its CPU
 * samples spent the most time in (mapped through the build's source maps). A diagnosis tool,
 * not a benchmark: the sampling profiler slows the page down.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const LONG_TASK_MS = 50;

interface TraceEvent {
  name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; id?: string;
  args?: { name?: string; data?: { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } };
}
interface ProfileNode { id: number; parent?: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }

const consumers = new Map<string, SourceMapConsumer | null>();
function sourceOf(url: string | undefined, line: number, column: number, name: string): string {
  if (!url) return name || '(anon)';
  const match = /\/dist\/(.+\.js)$/.exec(url);
  if (!match?.[1]) return `${name || '(anon)'} ${url.split('/').pop() ?? ''}:${line}`;
  let consumer = consumers.get(match[1]);
  if (consumer === undefined) {
    try {
      consumer = new SourceMapConsumer(JSON.parse(readFileSync(path.join(repoRoot, 'dist', `${match[1]}.map`), 'utf8')) as RawSourceMap);
    } catch {
      consumer = null;
    }
    consumers.set(match[1], consumer);
  }
  const original = consumer?.originalPositionFor({ line: line + 1, column });
  if (!original?.source) return `${name || '(anon)'} ${match[1]}:${line}`;
  return `${original.name ?? name ?? '(anon)'} ${original.source.replace(/^(\.\.\/)+/, '')}:${original.line}`;
}

async function main(): Promise<void> {
  const [url, out] = process.argv.slice(2);
  if (!url) throw new Error('usage: traceLoad.ts <url> [trace.json] | --from trace.json');
  if (url === '--from' && out) {
    report(readFileSync(out));
    return;
  }
  const browser = await launch();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.addInitScript(`(() => {
    const ready = new Set(); let cursor = 0;
    new MutationObserver(() => {
      const maps = document.querySelectorAll('.mapsvg[data-map-id]');
      for (const map of maps) if (map.dataset.state === 'ready') ready.add(map);
      while (cursor < maps.length && ready.has(maps[cursor])) cursor += 1;
      if (cursor >= maps.length) { if (!window.__allReady) { window.__allReady = performance.now(); console.debug('trace:all-ready ' + Math.round(performance.now())); } }
      else if (cursor > 0) maps[cursor].scrollIntoView({ block: 'center' });
    }).observe(document, { attributes: true, attributeFilter: ['data-state'], subtree: true });
  })();`);
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'toplevel'] });
  const told = page.waitForEvent('console', { predicate: (message) => message.text().startsWith('trace:all-ready'), timeout: 300_000 });
  await page.goto(url);
  console.log((await told).text());
  await page.waitForTimeout(500);
  const buffer = await browser.stopTracing();
  await browser.close();
  if (out) writeFileSync(out, buffer);
  report(buffer);
}

/** Prints the trace's long main-thread tasks and where their CPU samples were. */
function report(buffer: Buffer): void {
  const events = (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const mains = events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const taskTime = new Map<string, number>();
  for (const event of events) if (event.name === 'RunTask' && event.dur) taskTime.set(`${event.pid}:${event.tid}`, (taskTime.get(`${event.pid}:${event.tid}`) ?? 0) + event.dur);
  const main = mains.map((meta) => `${meta.pid}:${meta.tid}`).sort((a, b) => (taskTime.get(b) ?? 0) - (taskTime.get(a) ?? 0))[0];
  const onMain = (event: TraceEvent) => `${event.pid}:${event.tid}` === main;
  const navigation = events.find((event) => onMain(event) && event.name === 'navigationStart')?.ts ?? events.find(onMain)?.ts ?? 0;
  const tasks = events.filter((event) => onMain(event) && event.name === 'RunTask' && (event.dur ?? 0) > LONG_TASK_MS * 1000).sort((a, b) => a.ts - b.ts);
  // CPU samples of the main thread's profile: (time, leaf node) pairs and the node tree.
  const nodes = new Map<number, ProfileNode>();
  const samples: Array<[number, number]> = [];
  const profileIds = new Set(events.filter((event) => onMain(event) && event.name === 'Profile').map((event) => event.id));
  let clock = 0;
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || !profileIds.has(event.id)) continue;
    const data = event.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    if (clock === 0) clock = events.find((other) => other.name === 'Profile' && other.id === event.id)?.ts ?? event.ts;
    ids.forEach((id, i) => { clock += deltas[i] ?? 0; samples.push([clock, id]); });
  }
  const label = (node: ProfileNode) => sourceOf(node.callFrame.url, node.callFrame.lineNumber, node.callFrame.columnNumber, node.callFrame.functionName);
  console.log(`${tasks.length} tasks over ${LONG_TASK_MS} ms on the main thread:`);
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const self = new Map<string, number>();
    const total = new Map<string, number>();
    let previous = task.ts;
    for (const [time, id] of samples) {
      if (time < task.ts || time > end) continue;
      const weight = (time - previous) / 1000;
      previous = time;
      let node = nodes.get(id);
      if (!node) continue;
      self.set(label(node), (self.get(label(node)) ?? 0) + weight);
      const seen = new Set<string>();
      while (node) {
        const name = label(node);
        if (!seen.has(name)) total.set(name, (total.get(name) ?? 0) + weight);
        seen.add(name);
        node = node.parent === undefined ? undefined : nodes.get(node.parent);
      }
    }
    const top = (map: Map<string, number>, count: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, ms]) => `      ${ms.toFixed(0).padStart(5)} ms ${name}`).join('\n');
    console.log(`\n  at ${((task.ts - navigation) / 1000).toFixed(0)} ms: ${((task.dur ?? 0) / 1000).toFixed(0)} ms\n    self:\n${top(self, 8)}\n    total:\n${top(total, 14)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
