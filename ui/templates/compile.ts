import { parse } from 'handlebars/lib/handlebars/compiler/base';
import { Compiler, precompile } from 'handlebars/lib/handlebars/compiler/compiler';
import JavaScriptCompiler from 'handlebars/lib/handlebars/compiler/javascript-compiler';

/**
 * What the compiler takes from a Handlebars environment: its parser and its two stages. The
 * compiler's ES modules, like the runtime's (see handlebarsRuntime.ts): the package's bundle
 * would bring a second copy of the runtime the page already has.
 */
const compilerStages = { parse, Compiler, JavaScriptCompiler };

/**
 * Compiles a template's source into its template spec with the Handlebars compiler (what the
 * server does when it precompiles a map's templates); throws on a syntax error.
 */
export function compileSpec(source: string): unknown {
  // The spec is JavaScript text (an object literal with functions); the runtime takes the object.
  return new Function(`return ${String(precompile(source, {}, compilerStages))};`)() as unknown;
}
