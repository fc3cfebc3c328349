import './site.css';
import './viewer.css';
import { deferredViewer } from './deferredViewer';
import type { MapSVG } from './mount';

declare global {
  /** What the viewer adds to the page's global object. */
  interface Window {
    /** The viewer's public API for site scripts. */
    MapSVG: typeof MapSVG;
  }
}

// The viewer's code (React, the engine, pixi) arrives as one chunk with its imports fetched in
// parallel; meanwhile the page's maps are already asked for.
const viewer = deferredViewer(() => import('./mount'));
window.MapSVG = viewer.api;

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => viewer.mountAll(document), { once: true });
else viewer.mountAll(document);
