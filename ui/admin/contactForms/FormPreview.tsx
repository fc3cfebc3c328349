import '../../contact-form/contact-form.css';
import { useEffect, useRef } from 'react';
import type { MessageKey, SwvSchema } from '../../../domain/contact-form';
import { createApiFetch } from '../../contact-form/apiClient';
import { ContactForm } from '../../contact-form/ContactForm';
import { previewFetch } from './previewFetch';

/** A rendered preview: the markup a visitor gets and the schema the widget validates with. */
export interface PreviewContent {
  readonly html: string;
  readonly schema: SwvSchema;
}

/**
 * The form as a visitor sees it, driven by the real contact-form widget (validation on change,
 * statuses, tips, counters, acceptance), with its calls answered in the browser by
 * {@link previewFetch}: sending from the preview stores and mails nothing.
 */
export function FormPreview({ content, messages }: { content: PreviewContent; messages: Partial<Record<MessageKey, string>> }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    // The markup is the admin's own template rendered by the server, as the visitor's page shows it.
    element.innerHTML = content.html;
    const form = element.querySelector<HTMLFormElement>('.wpcf7 > form');
    if (!form) return;
    const apiFetch = createApiFetch({ root: '/wp-json/', namespace: 'contact-form-7/v1' }, previewFetch(content.schema, messages));
    new ContactForm(form, { apiFetch, schemaFor: () => Promise.resolve(content.schema) });
    form.closest('.wpcf7')?.classList.replace('no-js', 'js');
  }, [content, messages]);
  return <div ref={host} className="cf7-preview" data-testid="contact-form-preview" />;
}
