import './site.css';
import './viewer.css';
import { prepareMapFile, prepareMapFileForPoster, streetMapConsent, warmGeometryWorker } from '../../engine/early';
import { deferredViewer } from './deferredViewer';
import { mapFileOfOptions } from '../../domain/map/mapFile';
import { lightStart } from './lightStart';
import { linkViewerStyles } from './viewerStyles';
import type { MapSVG } from './mount';
import { installViewerGlobal, type ViewerGlobal } from './viewerGlobal';
import { viewerServerOrigin } from './viewerServer';

declare global {
  /** What the viewer adds to the page's global object. */
  interface Window {
    /** The viewer's public API for site scripts (with `servers` when the entry put it there). */
    MapSVG: typeof MapSVG & Partial<Pick<ViewerGlobal, 'servers'>>;
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
// A page may load the viewer from two servers: each one shows its own maps and joins one global.
const origin = viewerServerOrigin();
if (origin) installViewerGlobal(window, origin, { ...viewer.api, consent: streetMapConsent });
else window.MapSVG = { ...viewer.api, consent: streetMapConsent };

// On another site's page the maps mount once the viewer's stylesheet (linked here) applies.
const styles = linkViewerStyles();
const mountAll = (): void => {
  const claimed = viewer.claimAll(document, origin);
  if (styles) void styles.then(() => viewer.mountElements(claimed));
  else viewer.mountElements(claimed);
};
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountAll, { once: true });
else mountAll();
