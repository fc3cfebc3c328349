import type { TemplatesOptions } from '../../domain/index';
import { SPEC_PENDING, templateRenderer, type TemplateErrorLogger, type TemplateRenderer } from './templates';

/** Template specs the server sent with the maps of this page (JavaScript text), by template source. */
const precompiled = new Map<string, string>();
/** Specs already turned into objects, by template source. */
const specs = new Map<string, unknown>();
let compiler: ((source: string) => unknown) | null = null;
let compilerLoading: Promise<void> | null = null;

/**
 * Keeps the precompiled templates a map's answer carried (`precompiledTemplates`, by source
 * text), for every renderer of the page: the same source always compiles to the same spec.
 */
export function rememberPrecompiledTemplates(compiled: unknown): void {
  if (typeof compiled !== 'object' || compiled === null) return;
  for (const [source, spec] of Object.entries(compiled)) if (typeof spec === 'string') precompiled.set(source, spec);
}

/** Loads the Handlebars compiler (its own chunk); resolves once it is there. */
function loadCompiler(): Promise<void> {
  compilerLoading ??= import('./compile').then((module) => { compiler = module.compileSpec; });
  return compilerLoading;
}

function specOf(source: string, onCompiler: () => void): unknown {
  const known = specs.get(source);
  if (known !== undefined) return known;
  const text = precompiled.get(source);
  let spec: unknown;
  if (text !== undefined) spec = new Function(`return ${text};`)() as unknown;
  else if (compiler) spec = compiler(source);
  else {
    loadCompiler().then(onCompiler, (error: unknown) => console.error('MapSVG: the template compiler could not be loaded', error));
    return SPEC_PENDING;
  }
  specs.set(source, spec);
  return spec;
}

/**
 * The visitor's template renderer: templates the server precompiled run with the Handlebars
 * runtime alone; any other (a map shown from options, a template edited in the admin's
 * preview) makes the page load the compiler once, renders empty meanwhile, and calls
 * `onCompiler` when it is there, so the caller makes a new renderer.
 */
export function createViewerTemplateRenderer(templates: Partial<TemplatesOptions>, onCompiler: () => void, log?: TemplateErrorLogger): TemplateRenderer {
  return templateRenderer(templates, (source) => specOf(source, onCompiler), log);
}

/** Whether the compiler is loaded (a renderer made now compiles everything itself). */
export function templateCompilerLoaded(): boolean {
  return compiler !== null;
}
