/**
 * pixi's WebGL renderer without `eval`: by default pixi writes the functions that upload a
 * shader's uniforms and uniform blocks as JavaScript text and builds them with `new Function`,
 * which a page's Content-Security-Policy without `'unsafe-eval'` forbids. pixi ships functions
 * that do the same work without generated code (its `pixi.js/unsafe-eval` module); this installs
 * the ones a WebGL renderer uses (that module would also bring the WebGPU and particle ones,
 * which the engine never runs), so a map draws on a page with a strict policy. It changes pixi's
 * classes for every renderer on the page, pixi's own `Application` included, which then needs no
 * `eval` either. Opt-in, as pixi's is: it adds 1.5 kB (gzipped) to a page's first load, and the
 * product's own pages allow `eval` for the map's templates and event handlers (see
 * `api/contentSecurityPolicy.ts`).
 */
import { AbstractRenderer } from '../../node_modules/pixi.js/lib/rendering/renderers/shared/system/AbstractRenderer';
import { GlShaderSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/gl/shader/GlShaderSystem';
import { GlUboSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/gl/GlUboSystem';
import { GlUniformGroupSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/gl/shader/GlUniformGroupSystem';
import { UboSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/shared/shader/UboSystem';
import { generateShaderSyncPolyfill } from '../../node_modules/pixi.js/lib/unsafe-eval/shader/generateShaderSyncPolyfill';
import { generateUboSyncPolyfillSTD40 } from '../../node_modules/pixi.js/lib/unsafe-eval/ubo/generateUboSyncPolyfill';
import { generateUniformsSyncPolyfill } from '../../node_modules/pixi.js/lib/unsafe-eval/uniforms/generateUniformsSyncPolyfill';

/** Does nothing: stands in for pixi's checks that `eval` works, which try `new Function` themselves. */
function noEvalNeeded(): void {}

/**
 * Makes every map renderer made afterwards draw without evaluating code (pixi's eval-free
 * uniform and shader functions), for pages whose Content-Security-Policy has no
 * `'unsafe-eval'`. Call it before the first map mounts; calling it again changes nothing.
 */
export function drawWithoutEval(): void {
  Object.assign(AbstractRenderer.prototype, { _unsafeEvalCheck: noEvalNeeded });
  Object.assign(UboSystem.prototype, { _systemCheck: noEvalNeeded });
  Object.assign(GlUniformGroupSystem.prototype, { _generateUniformsSync: generateUniformsSyncPolyfill });
  Object.assign(GlUboSystem.prototype, { _generateUboSync: generateUboSyncPolyfillSTD40 });
  Object.assign(GlShaderSystem.prototype, { _generateShaderSync: generateShaderSyncPolyfill });
}
