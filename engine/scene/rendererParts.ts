/**
 * The engine's own list of the systems, pipes and pipe adaptors its WebGL renderer is made
 * with. pixi keeps such lists through its shared extension registry, where one handler per
 * extension type may exist on a page: pixi's own `WebGLRenderer` module claims it when it loads,
 * so an engine that claimed it too made a page with both (a site that uses pixi.js itself, or a
 * pixi peer in a benchmark) fail with "Extension type webgl-system already has a handler". The
 * engine never touches that registry: each engine module that draws with a pixi class adds the
 * parts the class needs here (leaves register, the renderer only reads), and a renderer that
 * started before a lazily loaded module added its parts takes them on with `adoptExtensions`.
 */

/** A pixi system, pipe or adaptor class, with the `extension` description pixi gives it. */
interface RendererPart {
  extension?: { type: string | readonly string[]; name?: string; priority?: number } | string;
}

/** One part as pixi's renderer configuration lists them. */
interface NamedPart {
  name: string;
  value: unknown;
}

/** The lists a renderer is made from; the same arrays stay live for `adoptExtensions`. */
export const rendererParts = {
  systems: [] as NamedPart[],
  renderPipes: [] as NamedPart[],
  renderPipeAdaptors: [] as NamedPart[],
};

/** pixi's extension types (`ExtensionType`) that a WebGL renderer is made of, by list. */
const LIST_OF_TYPE: Record<string, NamedPart[]> = {
  'webgl-system': rendererParts.systems,
  'webgl-pipes': rendererParts.renderPipes,
  'webgl-pipes-adaptor': rendererParts.renderPipeAdaptors,
};

/** A part's priority as pixi orders a named list: higher first, -1 when it names none. */
function priorityOf(part: unknown): number {
  const extension = (part as RendererPart).extension;
  return typeof extension === 'object' ? extension.priority ?? -1 : -1;
}

/**
 * Adds each part to the lists its `extension.type` names (other renderers' types are left
 * out), once per name, in pixi's priority order.
 */
export function addRendererParts(...parts: RendererPart[]): void {
  for (const part of parts) {
    const extension = part.extension;
    if (typeof extension !== 'object' || !extension.name) continue;
    const types = typeof extension.type === 'string' ? [extension.type] : extension.type;
    for (const type of types) {
      const list = LIST_OF_TYPE[type];
      if (!list || list.some((item) => item.name === extension.name)) continue;
      list.push({ name: extension.name, value: part });
      list.sort((a, b) => priorityOf(b.value) - priorityOf(a.value));
    }
  }
}
