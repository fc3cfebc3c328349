import './site.css';
import './viewer.css';
import { prepareMapFile, prepareMapFileForPoster, warmGeometryWorker } from '../../engine/early';
import { deferredViewer } from './deferredViewer';
import { mapFileOfOptions } from '../../domain/map/mapFile';
import { lightStart } from './lightStart';
import type { MapSVG } from './mount';

declare global {
  /** What the viewer adds to the page's global object. */
  interface Window {
    /** The viewer's public API for site scripts. */
    MapSVG: typeof MapSVG;
  }
}

// The viewer's code (React, the engine, pixi) arrives as one chunk with its imports fetched in
// parallel; meanwhile the page's maps are already asked for, and each map's file is fetched and
// parsed in the geometry worker as soon as its options say which file it is. A map whose first
// screen is the map alone starts with the engine only, and React comes when the visitor does.
const viewer = deferredViewer(() => import('./mount'), {
  warm: (withPoster) => warmGeometryWorker(withPoster),
  prepare: (options) => {
    const request = mapFileOfOptions(options);
    if (request) prepareMapFile(request);
  },
  preparePoster: (options) => {
    const request = mapFileOfOptions(options);
    return request ? prepareMapFileForPoster(request) : null;
  },
}, lightStart);
window.MapSVG = viewer.api;

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => viewer.mountAll(document), { once: true });
else viewer.mountAll(document);
