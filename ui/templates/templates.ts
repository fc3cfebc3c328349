import type Handlebars from 'handlebars/runtime';
import type { TemplatesOptions } from '../../domain/index';
import { createTemplateEnvironment } from './handlebarsRuntime';
import { registerTemplateHelpers } from './helpers';

/** A template of a map, by its key in the map's `templates` options. */
type TemplateName = keyof TemplatesOptions;

/** What is logged when a template fails to compile or render (spec 8). */
export const TEMPLATE_ERROR_MESSAGES: Record<TemplateName, string> = {
  popoverRegion: 'Error in the Region Popover template',
  popoverMarker: 'Error in the Marker Popover template',
  tooltipRegion: 'Error in the Region Tooltip template',
  tooltipMarker: 'Error in the Marker Tooltip template',
  labelRegion: 'Error in the Region Label template',
  labelMarker: 'Error in the Marker Label template',
  labelLocation: 'Error in the Location Label template',
  detailsViewRegion: 'Error in the Region Details View template',
  detailsView: 'Error in the Details View template',
  directory: 'Error in the Directory template',
  directoryItem: 'Error in the Directory item template',
  directoryCategoryItem: 'Error in the Directory category item template',
};

/** Where template errors go; the console by default. */
export type TemplateErrorLogger = (message: string, error: unknown) => void;

/** Renders a map's templates. */
export interface TemplateRenderer {
  /** The template's HTML for the data; an empty string (and a logged error) when it fails. */
  render(name: TemplateName, data: unknown): string;
  /** True when the template has any content to show. */
  has(name: TemplateName): boolean;
}

/**
 * Turns a template's source into Handlebars' template spec (its precompiled form, a plain
 * object); throws on a syntax error. `pending` when the spec is not at hand yet (the compiler
 * is still loading): the template renders empty until then.
 */
type SpecOf = (source: string) => unknown;

/** Returned by a {@link SpecOf} whose compiler is still loading. */
export const SPEC_PENDING = Symbol('spec pending');

type Compiled = (data: unknown) => string;

/** Logs to the console. */
const defaultTemplateLogger: TemplateErrorLogger = (message, error) => console.error(`MapSVG: ${message}`, error);

/**
 * A map's templates in an environment of their own (helpers and the `directoryItem` partial are
 * per map, so two maps on a page never share partials), run by the Handlebars runtime from
 * their template specs. Record data is HTML-escaped by `{{ }}`; only `{{{ }}}` writes it raw. A
 * template that does not compile or throws while rendering logs its message and renders as an
 * empty string. Templates are set up lazily, once each.
 */
export function templateRenderer(templates: Partial<TemplatesOptions>, specOf: SpecOf, log: TemplateErrorLogger = defaultTemplateLogger): TemplateRenderer {
  const env = createTemplateEnvironment();
  registerTemplateHelpers(env);
  const compiled = new Map<TemplateName, Compiled | null>();

  const compile = (name: TemplateName): Compiled | null => {
    if (compiled.has(name)) return compiled.get(name) ?? null;
    const source = templates[name] ?? '';
    let result: Compiled | null = null;
    // An empty template renders nothing: no spec, and no compiler to load for it.
    if (source.trim() === '') {
      compiled.set(name, null);
      return null;
    }
    try {
      const spec = specOf(source);
      // Not remembered: the template is set up once its spec arrives.
      if (spec === SPEC_PENDING) return null;
      result = env.template(spec as Parameters<typeof env.template>[0]) as Compiled;
    } catch (error) {
      log(TEMPLATE_ERROR_MESSAGES[name], error);
    }
    compiled.set(name, result);
    return result;
  };

  const partial = compile('directoryItem');
  if (partial) env.registerPartial('directoryItem', partial as unknown as Handlebars.Template);

  return {
    has: (name) => (templates[name] ?? '').trim() !== '',
    render(name, data) {
      const template = compile(name);
      if (!template) return '';
      try {
        return template(data ?? {});
      } catch (error) {
        log(TEMPLATE_ERROR_MESSAGES[name], error);
        return '';
      }
    },
  };
}
