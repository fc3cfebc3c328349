import './contact-form.css';
import type { SwvSchema } from '../../domain/contact-form';
import { createApiFetch, type ApiFetch } from './apiClient';
import { ContactForm, logCallError } from './ContactForm';
import {
  checkCapabilities,
  findContactForms,
  isPlacedInsideAnotherForm,
  readRenderedApiConfig,
  replaceWithWrongPlaceNotice,
  resolvePageConfig,
} from './environment';

declare global {
  interface Window {
    /** Contact Form 7's page global: `{ api: { root, namespace } }` plus what the widget adds. */
    wpcf7?: unknown;
  }
}

/** Fetches each form's schema once, however many copies of the form the page holds. */
function schemaCache(apiFetch: ApiFetch): (formId: number) => Promise<SwvSchema | null> {
  const schemas = new Map<number, Promise<SwvSchema | null>>();
  return (formId) => {
    let schema = schemas.get(formId);
    if (schema === undefined) {
      schema = apiFetch<SwvSchema>({ endpoint: `contact-forms/${formId}/feedback/schema` }).catch((error: unknown) => {
        logCallError(error);
        return null;
      });
      schemas.set(formId, schema);
    }
    return schema;
  };
}

/**
 * Entry of the contact-form bundle. Checks the browser and the page config (setting up
 * `window.wpcf7` from the root the server rendered, since our pages carry no inline script),
 * replaces forms placed inside another form with CF7's notice, and enhances every other
 * `.wpcf7 > form`. A failed check is logged and leaves the forms as plain HTML forms.
 */
function start(): void {
  const missing = checkCapabilities(window);
  if (missing.length > 0) {
    for (const capability of missing) console.error(`Contact form not initialised: ${capability}`);
    return;
  }
  const config = resolvePageConfig(window.wpcf7, readRenderedApiConfig(document));
  if (!config.ok) {
    console.error(config.error);
    return;
  }
  const apiFetch = createApiFetch(config.global.api, (url, init) => window.fetch(url, init));
  const enhanced: ContactForm[] = [];
  window.wpcf7 = { ...config.global, forms: enhanced };

  for (const container of findContactForms(document)) {
    if (isPlacedInsideAnotherForm(container)) replaceWithWrongPlaceNotice(container);
  }
  const schemaFor = schemaCache(apiFetch);
  document.querySelectorAll<HTMLFormElement>('.wpcf7 > form').forEach((form) => {
    enhanced.push(new ContactForm(form, { apiFetch, schemaFor }));
    form.closest('.wpcf7')?.classList.replace('no-js', 'js');
  });
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
