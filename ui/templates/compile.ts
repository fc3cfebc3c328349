import Handlebars from 'handlebars';
import type { TemplatesOptions } from '../../domain/index';
import { templateRenderer, type TemplateErrorLogger, type TemplateRenderer } from './templates';

/**
 * Compiles a template's source into its template spec with the Handlebars compiler (what the
 * server does when it precompiles a map's templates); throws on a syntax error.
 */
export function compileSpec(source: string): unknown {
  // The spec is JavaScript text (an object literal with functions); the runtime takes the object.
  return new Function(`return ${String(Handlebars.precompile(source))};`)() as unknown;
}

/**
 * Compiles a map's templates in the page with the Handlebars compiler (the admin, tests, and
 * maps shown from options). See {@link templateRenderer}.
 */
export function createTemplateRenderer(templates: Partial<TemplatesOptions>, log?: TemplateErrorLogger): TemplateRenderer {
  return templateRenderer(templates, compileSpec, log);
}
