/**
 * Stands in for the `source-map` package in browser builds (see vite.config.ts). The Handlebars
 * compiler asks for it only to map the code it generates back to template lines; without it the
 * compiler writes the same code with its own plain builder. The page never reads those maps, and
 * the package is a third of the compiler's chunk.
 */
export {};
