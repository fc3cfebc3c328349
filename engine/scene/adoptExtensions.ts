import type { WebGLRenderer } from './pixi';

/** One registered pipe, system or adaptor, as pixi's renderer config lists them. */
interface Registered {
  name: string;
  value: new (renderer: WebGLRenderer, adaptor?: unknown) => unknown;
}

interface LatePart {
  init?: (options: Record<string, unknown>) => void;
  contextChange?: (gl: unknown) => void;
}

/**
 * The renderer's internals this reaches (pixi 8's `AbstractRenderer`): the live lists of
 * registered systems, pipes and adaptors it was made with, and how it adds a system.
 */
interface RendererInternals {
  config: { systems: Registered[]; renderPipes: Registered[]; renderPipeAdaptors: Registered[] };
  _systemsHash: Record<string, LatePart | undefined>;
  _addSystem(ClassRef: Registered['value'], name: string): void;
  _initOptions: Record<string, unknown>;
  renderPipes: Record<string, unknown>;
  runners: { destroy: { add(item: unknown): void } };
  gl: unknown;
}

/**
 * Adds to a started renderer the systems and pipes registered since it started, each started
 * the way the renderer starts its own: systems get `init` (with their default options) and
 * `contextChange`, pipes their adaptor and `contextChange`, and both are destroyed with it.
 */
export function adoptExtensions(renderer: WebGLRenderer): void {
  const internals = renderer as unknown as RendererInternals;
  for (const { name, value } of internals.config.systems) {
    if (internals._systemsHash[name]) continue;
    internals._addSystem(value, name);
    const system = internals._systemsHash[name] as LatePart | undefined;
    const defaults = (value as unknown as { defaultOptions?: Record<string, unknown> }).defaultOptions;
    system?.init?.({ ...defaults, ...internals._initOptions });
    system?.contextChange?.(internals.gl);
  }
  const adaptors = new Map(internals.config.renderPipeAdaptors.map((adaptor) => [adaptor.name, adaptor.value]));
  for (const { name, value } of internals.config.renderPipes) {
    if (internals.renderPipes[name]) continue;
    const Adaptor = adaptors.get(name);
    const pipe = new value(renderer, Adaptor ? new (Adaptor as unknown as new () => unknown)() : null) as LatePart;
    internals.renderPipes[name] = pipe;
    internals.runners.destroy.add(pipe);
    pipe.contextChange?.(internals.gl);
  }
}
