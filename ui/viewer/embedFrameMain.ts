import { fitFrames, reportHeight } from './embedFrame';

// The product's embed page inside a frame reports its height; any page fits its map frames.
const start = (): void => {
  if (window.parent !== window && document.body.classList.contains('embed-page')) reportHeight();
  fitFrames();
};
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
