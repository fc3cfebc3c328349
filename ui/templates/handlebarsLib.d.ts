// The Handlebars runtime's and compiler's ES modules (the package ships their types only for its bundles).
declare module 'handlebars/lib/handlebars/base' {
  export const HandlebarsEnvironment: new () => object;
}
declare module 'handlebars/lib/handlebars/exception' {
  const Exception: unknown;
  export default Exception;
}
declare module 'handlebars/lib/handlebars/runtime' {
  export function template(spec: unknown, env: unknown): unknown;
}
declare module 'handlebars/lib/handlebars/safe-string' {
  const SafeString: unknown;
  export default SafeString;
}
declare module 'handlebars/lib/handlebars/utils' {
  export function extend(target: object, source: object): object;
  export function escapeExpression(text: unknown): string;
}
declare module 'handlebars/lib/handlebars/compiler/base' {
  export function parse(input: string, options?: object): unknown;
}
declare module 'handlebars/lib/handlebars/compiler/compiler' {
  export const Compiler: new () => unknown;
  export function precompile(input: string, options: object, env: object): unknown;
}
declare module 'handlebars/lib/handlebars/compiler/javascript-compiler' {
  const JavaScriptCompiler: new () => unknown;
  export default JavaScriptCompiler;
}
