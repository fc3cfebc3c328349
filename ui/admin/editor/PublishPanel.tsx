import { useId, useState } from 'react';
import { mapIframeSnippet, mapOembedUrl, mapPageUrl, mapScriptSnippet, mapShortcode } from '../../../domain/index';
import { mapsApi, type MapRecord } from '../../data/index';

/** 1 published, 0 draft (the map's `status`). */
const PUBLISHED = 1;
const DRAFT = 0;

/** Puts text on the clipboard; where the browser refuses, the field's text is left selected for Ctrl+C. */
async function copyText(text: string, field: HTMLTextAreaElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    field?.select();
    return false;
  }
}

/** One copy-ready text: its label, the text in a read-only field, and a copy button. */
function CopyField({ label, text, onCopied }: { label: string; text: string; onCopied: (label: string, copied: boolean) => void }) {
  const id = useId();
  const [field, setField] = useState<HTMLTextAreaElement | null>(null);
  return (
    <div className="admin-copy-field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} ref={setField} readOnly rows={text.includes('\n') ? 3 : 1} value={text} onFocus={(event) => event.target.select()} />
      <button type="button" onClick={() => void copyText(text, field).then((copied) => onCopied(label, copied))}>Copy {label.toLowerCase()}</button>
    </div>
  );
}

/**
 * The map's publishing: draft or published (a draft shows in this preview only: not on the
 * public pages, embeds, oEmbed or the public API), its public address, and copy-ready ways to
 * show it on the owner's site (shortcode, script snippet, iframe snippet, oEmbed address).
 */
export function PublishPanel({ map, title }: { map: MapRecord; title: string }) {
  const [updateMap, { isLoading }] = mapsApi.useUpdateMapMutation();
  const [status, setStatus] = useState(map.status === PUBLISHED ? PUBLISHED : DRAFT);
  const [message, setMessage] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null);
  const server = window.location.origin;
  const published = status === PUBLISHED;
  const pageUrl = mapPageUrl(server, map.id);

  const setPublished = async (next: number) => {
    try {
      await updateMap({ id: map.id, status: next }).unwrap();
      setStatus(next);
      setMessage({ kind: 'status', text: next === PUBLISHED ? 'The map is published.' : 'The map is a draft again: visitors no longer see it.' });
    } catch {
      setMessage({ kind: 'alert', text: 'The status could not be saved.' });
    }
  };
  const onCopied = (label: string, copied: boolean) => setMessage(copied
    ? { kind: 'status', text: `${label} copied.` }
    : { kind: 'alert', text: `${label} could not be copied: it is selected, press Ctrl+C (⌘+C on a Mac).` });

  return (
    <section className="admin-publish" aria-label="Publish">
      <p>Status: <strong>{published ? 'Published' : 'Draft'}</strong></p>
      {published
        ? <p>Visitors see this map at <a href={pageUrl} target="_blank" rel="noopener noreferrer">{pageUrl}</a> and wherever it is embedded.</p>
        : <p className="admin-muted">A draft shows in this preview only: not on the public pages, in embeds, oEmbed or the public API.</p>}
      <button type="button" disabled={isLoading} onClick={() => void setPublished(published ? DRAFT : PUBLISHED)}>
        {published ? 'Back to draft' : 'Publish'}
      </button>
      {message && <p role={message.kind} className={message.kind === 'alert' ? 'admin-error' : undefined}>{message.text}</p>}
      <CopyField label="Shortcode" text={mapShortcode(map.id)} onCopied={onCopied} />
      <CopyField label="Script snippet" text={mapScriptSnippet(server, map.id)} onCopied={onCopied} />
      <CopyField label="Iframe snippet" text={mapIframeSnippet(server, map.id, title)} onCopied={onCopied} />
      <CopyField label="oEmbed address" text={mapOembedUrl(server, map.id)} onCopied={onCopied} />
    </section>
  );
}
