import './site.css';
import './viewer.css';
import { mountAll, MapSVG } from './mount';

declare global {
  interface Window {
    /** The viewer's public API for site scripts. */
    MapSVG: typeof MapSVG;
  }
}

window.MapSVG = MapSVG;

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => mountAll(document), { once: true });
else mountAll(document);
