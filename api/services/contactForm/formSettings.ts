/**
 * Reads Contact Form 7's additional settings text: one `name: value` per line; `#` comment
 * lines and lines without a colon are ignored. Later lines win.
 */
export function parseAdditionalSettings(text: string): Map<string, string> {
  const settings = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([a-zA-Z0-9_]+)\s*:(.*)$/.exec(line);
    if (match === null) continue;
    settings.set((match[1] ?? '').toLowerCase(), (match[2] ?? '').trim().replace(/^(['"])(.*)\1$/, '$2'));
  }
  return settings;
}

/** Whether a boolean additional setting (`acceptance_as_validation: on`) is switched on. */
export function isSettingOn(text: string, name: string): boolean {
  const value = parseAdditionalSettings(text).get(name)?.toLowerCase();
  return value === 'on' || value === 'true' || value === '1';
}
