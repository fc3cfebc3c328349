import type { Queryable } from '../../db/Database';
import { findContactForm, findContactFormBySlug, type ContactFormRow } from '../../repositories/contactFormsRepository';
import { escapeHtml } from '../html';
import { parseShortcode, type ShortcodeRenderer } from '../shortcodes';
import { demoContactFormSlug } from './demoForm';
import { missingFormNotice, renderContactForm, unitTagFor } from './renderForm';
import { loadSpamGuards } from './spamChecks';

/** The REST root the rendered forms point the widget at. */
export const defaultApiRoot = '/wp-json/';

/**
 * The widget's page configuration (CF7's `wpcf7.api`) as meta tags, for every page that loads
 * the contact-form bundle: they sit in the head, before the widget runs, so a page without a
 * form (an embedded map) still gives the widget its configuration and no console error.
 */
export const contactFormPageMeta: Readonly<Record<string, string>> = {
  'wpcf7-api-root': defaultApiRoot,
  'wpcf7-api-namespace': 'contact-form-7/v1',
};

const formShortcodes = /\[contact-form-7\b[^\]]*\]/gi;

/**
 * Prepares the `[contact-form-7 id="N"]` renderer for some content: shortcode renderers are
 * synchronous, so the forms the content names are loaded first. Each rendering gets the next
 * unit tag of the page (`…-o1`, `…-o2`), so the same form twice on one page stays two forms.
 */
export async function contactFormShortcodes(db: Queryable, texts: readonly string[], containerPostId: number | null): Promise<ShortcodeRenderer> {
  const ids = new Set<number>();
  for (const text of texts) {
    for (const match of text.matchAll(formShortcodes)) {
      const id = parseShortcode(match[0])?.attributes.id ?? '';
      if (/^\d{1,9}$/.test(id)) ids.add(Number(id));
    }
  }
  const forms = new Map<number, ContactFormRow>();
  for (const id of ids) {
    const form = await findContactForm(db, id);
    if (form) forms.set(id, form);
  }
  const guards = forms.size > 0 ? await loadSpamGuards(db, defaultApiRoot) : null;
  let ordinal = 0;
  return ({ name, attributes }) => {
    if (name !== 'contact-form-7') return null;
    const id = attributes.id ?? '';
    const form = /^\d{1,9}$/.test(id) ? forms.get(Number(id)) : undefined;
    if (!form || guards === null) return missingFormNotice(id);
    ordinal += 1;
    return renderContactForm(form, { unitTag: unitTagFor(form.id, containerPostId, ordinal), containerPostId, apiRoot: defaultApiRoot, ...guards });
  };
}

/** The demo page's contact form section, or `''` when the demo form was deleted. */
export async function renderDemoContactForm(db: Queryable): Promise<string> {
  const form = await findContactFormBySlug(db, demoContactFormSlug);
  if (!form) return '';
  const html = renderContactForm(form, {
    unitTag: unitTagFor(form.id, null, 1),
    containerPostId: null,
    apiRoot: defaultApiRoot,
    ...(await loadSpamGuards(db, defaultApiRoot)),
  });
  return `<section class="demo-contact" aria-labelledby="demo-contact-title">
      <h2 id="demo-contact-title">${escapeHtml(form.title)}</h2>
      ${html}
    </section>`;
}
