const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_DEPTH = 5;

type Nested = Record<string, unknown>;

/** `filters[regions][region_ids][]` → ['filters', 'regions', 'region_ids', '']. */
function keyPath(key: string): string[] | undefined {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match?.[1]) return undefined;
  const rest = [...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1] ?? '');
  return [match[1], ...rest];
}

function assign(target: Nested, path: string[], value: string): void {
  let node: Nested = target;
  for (let index = 0; index < path.length; index += 1) {
    const key = path[index] ?? '';
    const last = index === path.length - 1;
    if (last) {
      if (key === '') {
        const list = Array.isArray(node.__list) ? node.__list as string[] : [];
        list.push(value);
        node.__list = list;
      } else if (node[key] === undefined) {
        node[key] = value;
      } else {
        node[key] = [...(Array.isArray(node[key]) ? node[key] as unknown[] : [node[key]]), value];
      }
      return;
    }
    const child = node[key];
    if (typeof child !== 'object' || child === null || Array.isArray(child)) node[key] = {};
    node = node[key] as Nested;
  }
}

/** Turns `{__list}` holders and objects keyed 0..n into arrays. */
function finish(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const object = value as Nested;
  if (Array.isArray(object.__list) && Object.keys(object).length === 1) return object.__list;
  const keys = Object.keys(object);
  const entries = keys.map((key) => [key, finish(object[key])] as const);
  if (keys.length > 0 && keys.every((key, index) => key === String(index))) return entries.map(([, item]) => item);
  return Object.fromEntries(entries);
}

/**
 * Parses a query string with PHP-style brackets (`filters[category]=Store`,
 * `sort[0][field]=title`, `ids[]=1&ids[]=2`), the way WordPress reads them, so the same client
 * works against both. Prototype keys are dropped and nesting is capped.
 */
export function parseQueryString(text: string): Record<string, unknown> {
  const result: Nested = Object.create(null) as Nested;
  for (const [key, value] of new URLSearchParams(text)) {
    const path = keyPath(key);
    if (!path || path.length > MAX_DEPTH || path.some((part) => UNSAFE_KEYS.has(part))) continue;
    assign(result, path, value);
  }
  return { ...(finish({ ...result }) as Nested) };
}
