type Tree = Record<string, unknown>;

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at a dotted path (`colors.hover`), undefined when any step is missing. */
export function getPath(tree: unknown, path: string): unknown {
  let node = tree;
  for (const key of path.split('.')) {
    if (!isTree(node)) return undefined;
    node = node[key];
  }
  return node;
}

/** A copy of the tree with one value set; missing groups on the way are created. */
export function setPath(tree: Tree, path: string, value: unknown): Tree {
  const [key, ...rest] = path.split('.');
  if (key === undefined) return tree;
  if (rest.length === 0) return { ...tree, [key]: value };
  const child = isTree(tree[key]) ? tree[key] as Tree : {};
  return { ...tree, [key]: setPath(child, rest.join('.'), value) };
}

/**
 * JSON text with object keys sorted: the server stores options as jsonb, which orders keys its
 * own way, so a saved layer `{ id, title, visible, objects }` comes back as `{ id, title,
 * objects, visible }` and must still compare equal.
 */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => (isTree(inner)
    ? Object.fromEntries(Object.keys(inner).sort().map((key) => [key, inner[key]]))
    : inner));
}

/**
 * The dotted paths whose values differ between two option trees (arrays compared whole, key
 * order ignored). The editor saves only when this is not empty and tells the admin what will
 * change.
 */
export function changedPaths(before: unknown, after: unknown, prefix = ''): string[] {
  if (isTree(before) && isTree(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    return [...keys].flatMap((key) => changedPaths(before[key], after[key], prefix ? `${prefix}.${key}` : key));
  }
  if (isTree(after) && before === undefined) return changedPaths({}, after, prefix);
  return stableJson(before) === stableJson(after) ? [] : [prefix];
}
