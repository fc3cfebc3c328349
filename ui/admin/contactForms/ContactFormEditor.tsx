import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { AdminSession } from '../session';
import { formatRoute } from '../route';
import { loadForm, previewForm, saveForm, type EditableForm } from './cf7Api';
import { FormSection, MailSection, MessagesSection, SettingsSection, type SectionProps } from './EditorSections';
import type { PreviewContent } from './FormPreview';
import { newForm } from './formDefaults';
import { useUnsavedWarning } from './useUnsavedWarning';

const tabs = [
  { key: 'form', label: 'Form' },
  { key: 'mail', label: 'Mail' },
  { key: 'messages', label: 'Messages' },
  { key: 'settings', label: 'Additional settings' },
] as const;

type TabKey = (typeof tabs)[number]['key'];

/** The id of a form just created: its editor opens again at the form's own address and still says "Saved.". */
let justCreated: number | null = null;

/** Arrow keys, Home and End move between the tabs, as a tab list does. */
function moveTab(event: KeyboardEvent<HTMLElement>, current: TabKey, select: (tab: TabKey) => void): void {
  const index = tabs.findIndex((candidate) => candidate.key === current);
  const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
  if (target === undefined) return;
  event.preventDefault();
  const next = tabs[(target + tabs.length) % tabs.length];
  if (!next) return;
  select(next.key);
  document.getElementById(`cf7-tab-${next.key}`)?.focus();
}

/** How long typing must pause before the preview is rendered again. */
const previewDelayMs = 400;

/** Renders the preview of the form as edited, a short while after the last change. */
function useLivePreview(session: AdminSession, formId: number | null, form: EditableForm | null) {
  const [preview, setPreview] = useState<PreviewContent | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (form === null) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      previewForm(session, formId, form).then(
        (content) => { if (current) { setPreview(content); setError(null); } },
        (reason: unknown) => { if (current) setError(reason instanceof Error ? reason.message : 'The preview could not be rendered.'); },
      );
    }, previewDelayMs);
    return () => { current = false; clearTimeout(timer); };
  }, [session, formId, form]);
  return { preview, error };
}

/** Loads the form (or starts a new one) and remembers the last saved state to tell unsaved edits. */
function useEditedForm(session: AdminSession, formId: number | null) {
  const [initial] = useState<EditableForm | null>(() => (formId === null ? newForm() : null));
  const [form, setForm] = useState<EditableForm | null>(initial);
  const [saved, setSaved] = useState<string>(() => JSON.stringify(initial));
  const [loadError, setLoadError] = useState<string | null>(null);
  useEffect(() => {
    if (formId === null) return;
    loadForm(session, formId).then((loaded) => { setForm(loaded); setSaved(JSON.stringify(loaded)); }, () => setLoadError('The contact form could not be loaded.'));
  }, [session, formId]);
  const dirty = form !== null && JSON.stringify(form) !== saved;
  return { form, setForm, dirty, markSaved: (state: EditableForm) => setSaved(JSON.stringify(state)), loadError };
}

/**
 * The contact-form editor: title, template with the tag generator and a live preview, mail,
 * messages and additional settings. Unsaved edits are never lost silently: leaving asks first.
 */
export function ContactFormEditor({ session, formId }: { session: AdminSession; formId: number | null }) {
  const { form, setForm, dirty, markSaved, loadError } = useEditedForm(session, formId);
  const { preview, error: previewError } = useLivePreview(session, formId, form);
  const [tab, setTab] = useState<TabKey>('form');
  const [status, setStatus] = useState<string | null>(() => (formId !== null && formId === justCreated ? 'Saved.' : null));
  const [saveError, setSaveError] = useState<string | null>(null);
  const [createdId, setCreatedId] = useState<number | null>(null);
  const titleId = useId();
  useUnsavedWarning(dirty);

  // A new form moves to its own address once saved (and only then, so no warning is asked).
  useEffect(() => {
    if (createdId !== null && !dirty) window.location.hash = formatRoute({ view: 'contact-form-edit', formId: createdId });
  }, [createdId, dirty]);

  const sectionProps: SectionProps | null = useMemo(() => (form === null ? null : {
    form,
    change: (patch: Partial<EditableForm>) => { setForm((current) => (current === null ? current : { ...current, ...patch })); setStatus(null); },
  }), [form, setForm]);

  if (loadError) return <p role="alert" className="admin-error">{loadError}</p>;
  if (form === null || sectionProps === null) return <p role="status">Loading the contact form…</p>;

  const save = async () => {
    setSaveError(null);
    try {
      const id = await saveForm(session, formId, form);
      markSaved(form);
      setStatus('Saved.');
      if (formId === null) {
        justCreated = id;
        setCreatedId(id);
      }
    } catch (reason) {
      setSaveError(reason instanceof Error ? reason.message : 'The contact form could not be saved.');
    }
  };

  return (
    <div className="cf7-editor">
      <h2>{formId === null ? 'Add a contact form' : 'Edit contact form'}</h2>
      <div className="cf7-editor-bar">
        <label htmlFor={titleId}>Title</label>
        <input id={titleId} value={form.title} onChange={(event) => sectionProps.change({ title: event.target.value })} />
        <button type="button" className="admin-primary" onClick={() => { void save(); }}>Save</button>
        {dirty && <span className="admin-muted">Unsaved changes</span>}
        {status && <span role="status">{status}</span>}
        {formId !== null && <a href={formatRoute({ view: 'contact-form-inbox', formId })}>Submissions</a>}
        <a href={formatRoute({ view: 'contact-forms' })}>All contact forms</a>
      </div>
      {formId !== null && <p>Place this form with <code className="cf7-shortcode">{`[contact-form-7 id="${formId}" title="${form.title.replace(/["[\]]/g, '')}"]`}</code></p>}
      {saveError && <p role="alert" className="admin-error">{saveError}</p>}
      <div role="tablist" aria-label="Contact form settings" className="cf7-tabs" onKeyDown={(event) => moveTab(event, tab, setTab)}>
        {tabs.map(({ key, label }) => (
          <button key={key} type="button" role="tab" id={`cf7-tab-${key}`} aria-selected={tab === key} tabIndex={tab === key ? 0 : -1}
            aria-controls={`cf7-panel-${key}`} onClick={() => setTab(key)}>{label}</button>
        ))}
      </div>
      <div role="tabpanel" id={`cf7-panel-${tab}`} aria-labelledby={`cf7-tab-${tab}`} className="cf7-panel">
        {tab === 'form' && <FormSection {...sectionProps} preview={preview} previewError={previewError} />}
        {tab === 'mail' && <MailSection {...sectionProps} />}
        {tab === 'messages' && <MessagesSection {...sectionProps} />}
        {tab === 'settings' && <SettingsSection {...sectionProps} />}
      </div>
    </div>
  );
}
