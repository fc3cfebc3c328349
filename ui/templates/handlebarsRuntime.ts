import type HandlebarsRuntime from 'handlebars/runtime';
import * as base from 'handlebars/lib/handlebars/base';
import Exception from 'handlebars/lib/handlebars/exception';
import * as runtime from 'handlebars/lib/handlebars/runtime';
import SafeString from 'handlebars/lib/handlebars/safe-string';
import * as Utils from 'handlebars/lib/handlebars/utils';

/** A Handlebars environment with the runtime only (no compiler): what `Handlebars.create()` returns. */
type TemplateEnvironment = ReturnType<typeof HandlebarsRuntime.create>;

/**
 * A new Handlebars environment that runs precompiled template specs, built as the runtime's own
 * `create()` builds one, from the runtime's ES modules. The package's browser build wraps the
 * same modules as CommonJS with a global-restoring `noConflict`: about a kilobyte more for every
 * visitor of a map with templates, for nothing a page uses.
 */
export function createTemplateEnvironment(): TemplateEnvironment {
  const env = new base.HandlebarsEnvironment() as unknown as Record<string, unknown>;
  Utils.extend(env, base);
  env.SafeString = SafeString;
  env.Exception = Exception;
  env.Utils = Utils;
  env.escapeExpression = Utils.escapeExpression;
  env.VM = runtime;
  env.template = (spec: unknown) => runtime.template(spec, env);
  return env as unknown as TemplateEnvironment;
}
