import { useId, useMemo, useRef, type SyntheticEvent } from 'react';
import { defaultMessages, mailTagsOf, scanFormTags, type MessageKey } from '../../../domain/contact-form';
import type { EditableForm, FormMail } from './cf7Api';
import { FormPreview, type PreviewContent } from './FormPreview';
import { isSwitchOn, setSwitch, switchSettings } from './formDefaults';
import { TagGenerator } from './TagGenerator';

/** What every section of the editor gets: the form being edited and a way to change it. */
export interface SectionProps {
  readonly form: EditableForm;
  readonly change: (patch: Partial<EditableForm>) => void;
}

/**
 * Inserting into a textarea at the admin's cursor. The cursor is remembered as the admin moves
 * it (the textarea loses focus when a button is pressed, and a new value moves its caret to the
 * end), and set after each insertion, so several insertions follow one another. Focus is left
 * where the admin put it.
 */
function useInsert(value: string, apply: (next: string) => void) {
  const selection = useRef<{ start: number; end: number } | null>(null);
  const onSelect = (event: SyntheticEvent<HTMLTextAreaElement>) => {
    selection.current = { start: event.currentTarget.selectionStart, end: event.currentTarget.selectionEnd };
  };
  const insert = (text: string) => {
    const start = Math.min(selection.current?.start ?? value.length, value.length);
    const end = Math.min(Math.max(selection.current?.end ?? start, start), value.length);
    selection.current = { start: start + text.length, end: start + text.length };
    apply(`${value.slice(0, start)}${text}${value.slice(end)}`);
  };
  return { onSelect, insert };
}

/** The form tab: the template with its tag generator, and the live preview. */
export function FormSection({ form, change, preview, previewError }: SectionProps & { preview: PreviewContent | null; previewError: string | null }) {
  const templateId = useId();
  const { onSelect, insert } = useInsert(form.form, (next) => change({ form: next }));
  return (
    <div className="cf7-form-section">
      <div className="cf7-form-edit cf7-edit-area">
        <TagGenerator onInsert={(tag) => insert(`${tag}\n`)} />
        <label htmlFor={templateId}>Form template</label>
        <textarea id={templateId} onSelect={onSelect} className="cf7-template" rows={18} spellCheck={false} value={form.form} onChange={(event) => change({ form: event.target.value })} />
      </div>
      <section className="cf7-preview-panel" aria-label="Preview">
        <h3>Preview</h3>
        <p className="admin-muted">Try the form as a visitor would: nothing you send here is stored or mailed.</p>
        {previewError && <p role="alert" className="admin-error">{previewError}</p>}
        {preview ? <FormPreview content={preview} messages={form.messages as Partial<Record<MessageKey, string>>} /> : <p role="status">Rendering the preview…</p>}
      </section>
    </div>
  );
}

const mailFields: readonly (readonly [keyof FormMail, string])[] = [
  ['recipient', 'To'], ['sender', 'From'], ['subject', 'Subject'], ['additional_headers', 'Additional headers'],
];

/** The mail tab: recipients, subject, headers and body, with the form's `[field]` placeholders. */
export function MailSection({ form, change }: SectionProps) {
  const baseId = useId();
  const placeholders = useMemo(() => mailTagsOf(scanFormTags(form.form)), [form.form]);
  const setMail = (patch: Partial<FormMail>) => change({ mail: { ...form.mail, ...patch } });
  const { onSelect, insert } = useInsert(form.mail.body, (body) => setMail({ body }));
  return (
    <div className="cf7-mail-section cf7-edit-area">
      <p className="admin-muted">Placeholders such as <code>[your-name]</code> are replaced by what the visitor entered.</p>
      {mailFields.map(([key, label]) => (
        <label key={key} htmlFor={`${baseId}-${key}`}>{label}
          <input id={`${baseId}-${key}`} value={form.mail[key]} onChange={(event) => setMail({ [key]: event.target.value })} />
        </label>
      ))}
      <div className="cf7-placeholders" role="group" aria-label="Field placeholders">
        {placeholders.map((placeholder) => <button key={placeholder} type="button" onClick={() => insert(placeholder)}>{placeholder}</button>)}
      </div>
      <label htmlFor={`${baseId}-body`}>Message body
        <textarea id={`${baseId}-body`} onSelect={onSelect} rows={10} value={form.mail.body} onChange={(event) => setMail({ body: event.target.value })} />
      </label>
    </div>
  );
}

const messageLabels: Partial<Record<MessageKey, string>> = {
  mail_sent_ok: 'Sender’s message was sent successfully',
  mail_sent_ng: 'Sender’s message failed to send',
  validation_error: 'Validation errors occurred',
  spam: 'Submission was referred to as spam',
  accept_terms: 'There are terms that the sender must accept',
  aborted: 'Sending was aborted',
  invalid_required: 'There is a field that the sender must fill in',
  invalid_too_long: 'There is a field with input that is longer than the maximum allowed length',
  invalid_too_short: 'There is a field with input that is shorter than the minimum allowed length',
  quiz_answer_not_correct: 'Sender doesn’t enter the correct answer to the quiz',
  invalid_email: 'Email address that the sender entered is invalid',
  invalid_url: 'URL that the sender entered is invalid',
  invalid_tel: 'Telephone number that the sender entered is invalid',
};

/** The messages tab: each status and error message, blank meaning the default. */
export function MessagesSection({ form, change }: SectionProps) {
  const baseId = useId();
  const keys = (Object.keys(defaultMessages) as MessageKey[]).filter((key) => key !== 'mail_failed');
  return (
    <div className="cf7-messages-section cf7-edit-area">
      <p className="admin-muted">Leave a message empty to use the default shown in it.</p>
      {keys.map((key) => (
        <label key={key} htmlFor={`${baseId}-${key}`}>{messageLabels[key] ?? key.replaceAll('_', ' ')}
          <input id={`${baseId}-${key}`} placeholder={defaultMessages[key]} value={form.messages[key] ?? ''}
            onChange={(event) => change({ messages: { ...form.messages, [key]: event.target.value } })} />
        </label>
      ))}
    </div>
  );
}

/** The additional settings tab: switches for the common settings, and the settings text itself. */
export function SettingsSection({ form, change }: SectionProps) {
  const textId = useId();
  return (
    <div className="cf7-settings-section cf7-edit-area">
      {switchSettings.map(({ name, label }) => (
        <label key={name} className="cf7-inline">
          <input type="checkbox" checked={isSwitchOn(form.additional_settings, name)}
            onChange={(event) => change({ additional_settings: setSwitch(form.additional_settings, name, event.target.checked) })} /> {label}
        </label>
      ))}
      <label htmlFor={textId}>Additional settings (one <code>name: value</code> per line)</label>
      <textarea id={textId} rows={8} spellCheck={false} value={form.additional_settings} onChange={(event) => change({ additional_settings: event.target.value })} />
    </div>
  );
}
