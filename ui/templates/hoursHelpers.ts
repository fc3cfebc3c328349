import {
  differsFromVisitorZone, formatHoursStatus, formatWeek, readOpeningHours,
} from '../../domain/index';

/** Escapes text for markup the hours helpers build. */
type Escape = (text: string) => string;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;', '`': '&#x60;', '=': '&#x3D;' };

/** Escapes text as Handlebars does, for callers outside a template. */
function escapeText(text: string): string {
  return text.replace(/[&<>"'`=]/g, (char) => ENTITIES[char] ?? char);
}

/** The visitor's own time zone (UTC where the runtime does not say). */
function visitorZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * "Open now · Closes at 6:00 PM" or "Closed · Opens at 9:00 AM" for a record's opening hours at
 * `now`, in the visitor's locale and the store's time; empty when the value holds no hours.
 */
export function openStatusMarkup(value: unknown, escape: Escape = escapeText, now = new Date(), locale?: string): string {
  const hours = readOpeningHours(value);
  if (!hours) return '';
  const status = formatHoursStatus(hours, now, locale);
  const next = status.next ? ` <span class="mapsvg-open-next">· ${escape(status.next)}</span>` : '';
  return `<span class="mapsvg-open-status" data-open="${String(status.open)}"><strong>${status.label}</strong>${next}</span>`;
}

/**
 * The week's hours as a table, Monday first, today marked, then the exceptions to come; its
 * caption names the store's time zone when the visitor keeps another one.
 */
export function openingHoursMarkup(value: unknown, escape: Escape = escapeText, now = new Date(), locale?: string): string {
  const hours = readOpeningHours(value);
  if (!hours) return '';
  const zone = differsFromVisitorZone(hours, visitorZone(), now) ? ` <small>(store time, ${escape(hours.timeZone)})</small>` : '';
  const rows = formatWeek(hours, now, locale).map((line) => {
    const today = line.today ? ' class="mapsvg-hours-today" aria-current="date"' : '';
    return `<tr${today}><th scope="row">${escape(line.day)}</th><td>${escape(line.hours)}</td></tr>`;
  });
  return `<table class="mapsvg-opening-hours"><caption>Opening hours${zone}</caption><tbody>${rows.join('')}</tbody></table>`;
}
