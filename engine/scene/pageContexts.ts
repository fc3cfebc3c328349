import type { ContextBudget, SuspendableContext } from './contextBudget';

/**
 * The most live WebGL contexts the page's maps keep while some map is far from the window: half
 * of what browsers allow a page (see `contextBudget.ts`).
 */
const PAGE_CONTEXT_LIMIT = 8;

/** Contexts made before the page needed a budget, with the element each map shows in. */
const early = new Map<SuspendableContext, Element | null>();
let opening = 0;
let budget: Promise<ContextBudget> | null = null;

/**
 * The page's budget, loaded once the page holds as many maps as the limit: most pages hold one
 * or two maps, and they never download it. It takes over the contexts made until then.
 */
function loadBudget(): Promise<ContextBudget> {
  budget ??= import('./contextBudget').then(({ pageContextBudget }) => {
    const loaded = pageContextBudget(PAGE_CONTEXT_LIMIT);
    for (const [context, element] of early) loaded.adopt(context, element);
    early.clear();
    return loaded;
  });
  return budget;
}

/** Makes a map's WebGL context with `create`, within the page's budget (see `contextBudget.ts`). */
export function openContext<T extends SuspendableContext>(create: () => Promise<T>, element: Element | null): Promise<T> {
  if (budget || early.size + opening >= PAGE_CONTEXT_LIMIT) return loadBudget().then((loaded) => loaded.open(create, element));
  opening += 1;
  return create().finally(() => { opening -= 1; }).then((context) => {
    if (budget) void budget.then((loaded) => loaded.adopt(context, element));
    else early.set(context, element);
    return context;
  });
}

/** The map of a context made ahead of it shows in `element`. */
export function placeContext(context: SuspendableContext, element: Element): void {
  if (early.has(context)) early.set(context, element);
  else void budget?.then((loaded) => loaded.place(context, element));
}

/** The context's renderer is destroyed. */
export function closeContext(context: SuspendableContext): void {
  early.delete(context);
  void budget?.then((loaded) => loaded.close(context));
}
