import './contact-form.css';
import { findContactForms, checkCapabilities, isPlacedInsideAnotherForm, WRONG_PLACE_NOTICE } from './environment';

/**
 * Entry of the contact-form bundle: enhances every server-rendered `.wpcf7` form once the page
 * has loaded.
 */
function start(): void {
  const missing = checkCapabilities(window);
  if (missing.length > 0) {
    for (const capability of missing) console.error(`Contact form not initialised: ${capability}`);
    return;
  }
  for (const container of findContactForms(document)) {
    if (isPlacedInsideAnotherForm(container)) {
      container.replaceWith(Object.assign(document.createElement('p'), { className: 'wpcf7-wrong-place', textContent: WRONG_PLACE_NOTICE }));
    }
  }
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
