import { isolateFromGestures } from '../features/consentPlaceholder';

/** The credit a tile service's terms ask for, over the map's lower right corner. */
export function showAttribution(surface: HTMLElement, text: string, url?: string): HTMLElement {
  const documentOf = surface.ownerDocument;
  const box = documentOf.createElement('div');
  box.className = 'mapsvg-attribution';
  box.style.cssText = 'position:absolute;right:0;bottom:0;z-index:2;padding:1px 5px;background:rgba(255,255,255,.8);'
    + 'color:#333;font:11px/1.4 system-ui,sans-serif;pointer-events:auto';
  if (url) {
    const link = documentOf.createElement('a');
    link.href = url;
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
    link.style.color = 'inherit';
    link.textContent = text;
    box.append(link);
  } else {
    box.textContent = text;
  }
  isolateFromGestures(box);
  surface.append(box);
  return box;
}
