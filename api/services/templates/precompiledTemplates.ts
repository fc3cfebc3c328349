import Handlebars from 'handlebars';
import { defaultMapOptions, mergeMapOptions, migrateMapOptions } from '../../../domain/index';

/** How many compiled templates the process keeps (by source text), least recently used first out. */
const CACHE_LIMIT = 500;
const cache = new Map<string, string | null>();

/** A template's precompiled form (Handlebars' template spec, as JavaScript text); null when it does not compile. */
function precompile(source: string): string | null {
  const known = cache.get(source);
  if (known !== undefined) {
    cache.delete(source);
    cache.set(source, known);
    return known;
  }
  let spec: string | null = null;
  try {
    // Without the `srcName` option the spec comes back as JavaScript text.
    spec = String(Handlebars.precompile(source));
  } catch {
    // The viewer compiles it itself and logs the map's template error where the admin sees it.
  }
  cache.set(source, spec);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  return spec;
}

/** The templates the viewer will run: the map's own, the defaults for the others (as the viewer resolves them). */
function templateTexts(options: Record<string, unknown>): string[] {
  const { templates } = mergeMapOptions(defaultMapOptions(0), migrateMapOptions(options));
  return [...new Set(Object.values(templates))].filter((text): text is string => typeof text === 'string' && text.trim() !== '');
}

/**
 * The map's templates (its own, and the defaults for those it leaves out) precompiled, keyed by their
 * source text, so the visitor's page runs them with the Handlebars runtime alone and never
 * downloads the compiler. Compiled when a map is read and kept by source text, so a map saved
 * before this existed works the same; templates that do not compile are left out.
 */
export function precompiledTemplates(options: Record<string, unknown>): Record<string, string> {
  const compiled: Record<string, string> = {};
  for (const source of templateTexts(options)) {
    const spec = precompile(source);
    if (spec !== null) compiled[source] = spec;
  }
  return compiled;
}
