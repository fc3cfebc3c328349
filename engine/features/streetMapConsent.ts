/**
 * The page's consent to third-party street maps. A map whose options wait for consent loads
 * nothing from its tile service (or Google) until the visitor presses its button, or until
 * consent is given for the whole page: `MapSVG.consent.grant()`, or a `mapsvg:consent` event
 * dispatched on `window` by a site's consent manager. Consent lasts for the page's life.
 */

/** The event that grants consent for every map of the page (and that {@link grantStreetMapConsent} dispatches). */
const CONSENT_EVENT = 'mapsvg:consent';

let granted = false;
const waiting = new Set<() => void>();

/** Whether the page has consented. */
export function streetMapConsentGranted(): boolean {
  return granted;
}

function grantOnce(): boolean {
  if (granted) return false;
  granted = true;
  const callbacks = [...waiting];
  waiting.clear();
  for (const callback of callbacks) callback();
  return true;
}

/** Grants consent for every map of the page, and tells the page's other scripts with the event. */
function grantStreetMapConsent(): void {
  if (!grantOnce()) return;
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: { granted: true } }));
}

/** Calls `callback` once consent is given (at once when it is). Returns a function that stops waiting. */
export function whenStreetMapConsent(callback: () => void): () => void {
  if (granted) {
    callback();
    return () => undefined;
  }
  waiting.add(callback);
  return () => waiting.delete(callback);
}

if (typeof window !== 'undefined') window.addEventListener(CONSENT_EVENT, () => grantOnce());

/** The page's consent, as site scripts reach it (`MapSVG.consent`). */
export const streetMapConsent = {
  /** Loads the street maps of every map on the page that waits for consent, now and later. */
  grant: grantStreetMapConsent,
  /** Whether the page has consented. */
  get granted(): boolean {
    return granted;
  },
  /** The event on `window` a consent manager may dispatch instead of calling `grant()`. */
  event: CONSENT_EVENT,
};
