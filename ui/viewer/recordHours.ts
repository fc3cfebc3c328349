import { openingHoursMarkup, openStatusMarkup } from '../templates/index';

/** Whether a value has the stored shape of opening hours (the server keeps them in one shape). */
function looksLikeHours(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'timeZone' in value && 'week' in value;
}

/**
 * A record's opening hours, found by their shape: the viewer lists records without their table's
 * schema, and a record holds at most a few fields of hours (the first one is shown).
 */
export function recordHours(data: Record<string, unknown>): unknown {
  return Object.values(data).find(looksLikeHours);
}

/**
 * A directory item's markup with the record's Open now/Closed status after it, unless its
 * template already shows one (with the `openStatus` helper).
 */
export function withOpenStatus(html: string, data: Record<string, unknown>, now = new Date()): string {
  const hours = recordHours(data);
  if (hours === undefined || html.includes('mapsvg-open-status')) return html;
  return `${html}${openStatusMarkup(hours, undefined, now)}`;
}

/**
 * A details view's markup with the record's status and week of hours after it, unless its
 * template already shows them (with the `openStatus` and `openingHours` helpers).
 */
export function withOpeningHours(html: string, data: Record<string, unknown>, now = new Date()): string {
  const hours = recordHours(data);
  if (hours === undefined) return html;
  const status = html.includes('mapsvg-open-status') ? '' : `<p class="mapsvg-hours-status">${openStatusMarkup(hours, undefined, now)}</p>`;
  const week = html.includes('mapsvg-opening-hours') ? '' : openingHoursMarkup(hours, undefined, now);
  return `${html}${status}${week}`;
}
