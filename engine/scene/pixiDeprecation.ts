/**
 * Stands in for pixi's deprecation warner in browser builds (see vite.config.ts). pixi calls it
 * only when a deprecated API is used, to print a warning with a stack; the engine uses none, so
 * every visitor would download the warner (0.4 kB gzipped) to print nothing. Unit tests run
 * pixi's own. The version names are pixi's: a pixi release that adds one fails the build here.
 */

/** pixi's warner, silent. */
export function deprecation(_version: string, _message: string, _ignoreDepth?: number): void {}

export const v8_0_0 = '8.0.0';
export const v8_3_4 = '8.3.4';
export const v8_21_0 = '8.21.0';
export const v8_22_0 = '8.22.0';
