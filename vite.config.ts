import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { preloadWhatIsMissing } from './scripts/build/preloadWhatIsMissing';

/** pixi's colour parsing goes through the product's own parser (see engine/scene/pixiColorParser.ts). */
const pixiColorParser = fileURLToPath(new URL('./engine/scene/pixiColorParser.ts', import.meta.url));
/** The Handlebars compiler builds its code without source maps in the browser (see ui/templates/noSourceMaps.ts). */
const noSourceMaps = fileURLToPath(new URL('./ui/templates/noSourceMaps.ts', import.meta.url));
/** pixi's deprecation warnings are left out of browser builds (see engine/scene/pixiDeprecation.ts). */
const pixiDeprecation = fileURLToPath(new URL('./engine/scene/pixiDeprecation.ts', import.meta.url));
/** pixi's texture formats and uploaders without the compressed ones (see engine/scene/pixiTextureFormats.ts). */
const pixiTextureFormats = fileURLToPath(new URL('./engine/scene/pixiTextureFormats.ts', import.meta.url));
/** pixi's WebGPU program without the layout and attributes only a WebGPU renderer reads (see engine/scene/pixiWebGpuLayouts.ts). */
const pixiWebGpuLayouts = fileURLToPath(new URL('./engine/scene/pixiWebGpuLayouts.ts', import.meta.url));
/** pixi's test context is a live map context when there is one (see engine/scene/pixiTestContext.ts). */
const pixiTestContext = fileURLToPath(new URL('./engine/scene/pixiTestContext.ts', import.meta.url));

/**
 * Four browser bundles (viewer, admin, contact form, and the embed frames' fitting script). File names are stable and a manifest
 * is written so the server can link each entry with its CSS.
 */
const preloads = preloadWhatIsMissing();

export default defineConfig({
  plugins: [preloads.plugin],
  // The server serves the build under /dist/, so every asset URL (workers included) starts there.
  base: '/dist/',
  publicDir: false,
  resolve: {
    alias: [
      { find: /^@pixi\/colord(\/plugins\/names)?$/, replacement: pixiColorParser },
      { find: /^source-map$/, replacement: noSourceMaps },
      { find: /^(\.\.\/)+utils\/logging\/deprecation\.mjs$/, replacement: pixiDeprecation },
      { find: /^\.\/(utils\/mapFormatToGlInternalFormat|uploaders\/glUploadCompressedTextureResource)\.mjs$/, replacement: pixiTextureFormats },
      { find: /^\.\/utils\/(generateGpuLayoutGroups|extractAttributesFromGpuProgram)\.mjs$/, replacement: pixiWebGpuLayouts },
      { find: /^(\.\/|(\.\.\/)+renderers\/gl\/shader\/program\/)getTestContext\.mjs$/, replacement: pixiTestContext },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    modulePreload: { resolveDependencies: preloads.resolveDependencies },
    rollupOptions: {
      input: {
        viewer: 'ui/viewer/main.tsx',
        admin: 'ui/admin/main.tsx',
        'contact-form': 'ui/contact-form/main.ts',
        'embed-frame': 'ui/viewer/embedFrameMain.ts',
      },
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        // The viewer entry's stylesheet keeps one name: the entry links it on other sites' pages.
        assetFileNames: (asset) => (asset.names.includes('viewer.css') ? 'assets/viewer.css' : 'assets/[name]-[hash][extname]'),
      },
    },
  },
  worker: { format: 'es' },
});
