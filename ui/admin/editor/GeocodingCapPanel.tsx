import { useEffect, useId, useState } from 'react';
import { geocodingSettingsApi, type GeocodingSettings } from './geocodingSettingsApi';

/** The cap the field holds: a whole number, null for "no cap" (empty), or undefined when it is not one. */
function readCapField(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,7}$/.test(trimmed)) return undefined;
  return Number(trimmed);
}

function capText(settings: GeocodingSettings | undefined): string {
  return settings?.dailyCap === null || settings?.dailyCap === undefined ? '' : String(settings.dailyCap);
}

/** The server's error text of a failed save, else a general one. */
function errorText(error: unknown): string {
  const data = typeof error === 'object' && error !== null ? (error as { data?: { message?: unknown } }).data : undefined;
  return typeof data?.message === 'string' ? data.message : 'The cap could not be saved.';
}

/**
 * The site-wide daily cap on paid geocoding calls (address search, distance filters and imports
 * through Google), shown beside the map's Google API key, with today's count. Saved on its own
 * button: it belongs to the site, not to this map's options.
 */
export function GeocodingCapPanel() {
  const id = useId();
  const settings = geocodingSettingsApi.useGeocodingSettingsQuery();
  const [save, saving] = geocodingSettingsApi.useSetGeocodingCapMutation();
  const [text, setText] = useState('');
  const [message, setMessage] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null);
  const current = saving.data ?? settings.data;
  useEffect(() => setText(capText(settings.data)), [settings.data]);

  const submit = async () => {
    const cap = readCapField(text);
    if (cap === undefined) {
      setMessage({ kind: 'alert', text: 'The daily cap must be a whole number from 0, or empty for no cap.' });
      return;
    }
    try {
      const saved = await save({ dailyCap: cap }).unwrap();
      setText(capText(saved));
      setMessage({ kind: 'status', text: cap === null ? 'Paid geocoding calls are no longer capped.' : `At most ${cap} paid geocoding calls a day.` });
    } catch (error) {
      setMessage({ kind: 'alert', text: errorText(error) });
    }
  };

  return (
    <section className="admin-geocoding-cap" aria-label="Paid geocoding">
      <h3>Paid geocoding (whole site)</h3>
      <p className="admin-muted">
        With a Google geocoding key on the server, address searches, distance filters and imports cost a paid call per new
        address. Past the daily cap (UTC days) no paid call is made and visitors are told addresses cannot be looked up until tomorrow.
      </p>
      {settings.isError && <p role="alert" className="admin-error">The geocoding settings could not be loaded.</p>}
      <label htmlFor={id}>Daily cap on paid geocoding calls</label>{' '}
      <input id={id} inputMode="numeric" value={text} placeholder="no cap" onChange={(event) => setText(event.target.value)} />{' '}
      <button type="button" onClick={() => void submit()} disabled={saving.isLoading || !settings.data}>Save cap</button>
      {current && (
        <p data-testid="geocoding-today">
          Today ({current.today.day} UTC): {current.today.paidCalls} paid {current.today.paidCalls === 1 ? 'call' : 'calls'}
          {current.dailyCap === null ? ' (no cap)' : ` of ${current.dailyCap}`}.
          {!current.paid && ' This server uses the free offline geocoder: no call is paid.'}
        </p>
      )}
      {message && <p role={message.kind} className={message.kind === 'alert' ? 'admin-error' : undefined}>{message.text}</p>}
    </section>
  );
}
