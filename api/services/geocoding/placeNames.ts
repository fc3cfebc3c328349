/**
 * Folds a place name for matching: no accents, lower case, ß as ss, any run of punctuation or
 * spaces as one space. "Münster", "MUNSTER" and "münster " all fold to "munster";
 * "Washington, D.C." folds to "washington d c".
 */
export function foldPlaceName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[æ]/g, 'ae')
    .replace(/[ø]/g, 'o')
    .replace(/[ł]/g, 'l')
    .replace(/[đ]/g, 'd')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Words written in full or abbreviated at the start of place names, each with its other forms. */
const LEADING_WORD_FORMS: ReadonlyArray<readonly string[]> = [
  ['st', 'saint', 'sankt'], ['ste', 'sainte'], ['mt', 'mount'], ['ft', 'fort'],
];

/**
 * The other ways a folded name may be written: "st louis" also as "saint louis" (the list says
 * "St. Louis"), "sankt gallen" as "st gallen", "mt vernon" as "mount vernon".
 */
export function nameVariants(folded: string): string[] {
  const space = folded.indexOf(' ');
  if (space <= 0) return [];
  const first = folded.slice(0, space);
  const rest = folded.slice(space);
  const forms = LEADING_WORD_FORMS.find((group) => group.includes(first));
  return forms ? forms.filter((form) => form !== first).map((form) => form + rest) : [];
}

/** The smallest text above every text that starts with `prefix` (in code point order): the end of a prefix range scan. */
export function prefixUpperBound(prefix: string): string {
  return `${prefix}\u{10FFFF}`;
}

/** Languages whose country names a "place, country" address may use. */
const COUNTRY_NAME_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'pl', 'sv', 'da', 'no', 'fi', 'cs', 'tr', 'ru', 'uk', 'ja', 'zh', 'ko', 'ar'];

/** Short names people write for a country that the language tables do not give. */
const COUNTRY_ALIASES: Record<string, string> = {
  usa: 'US', us: 'US', 'u s a': 'US', 'u s': 'US', america: 'US', 'united states of america': 'US',
  uk: 'GB', 'u k': 'GB', 'great britain': 'GB', britain: 'GB', england: 'GB', scotland: 'GB', wales: 'GB',
  holland: 'NL', 'czech republic': 'CZ', 'south korea': 'KR', 'north korea': 'KP', russia: 'RU',
  uae: 'AE', 'ivory coast': 'CI', burma: 'MM',
};

let countryNameTable: Map<string, string> | undefined;

/** Whether a region code is current (Intl renames retired ones: DD → DE, YU → RS…). */
function isCurrentCode(code: string): boolean {
  return Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}`;
}

/** Every current ISO 3166-1 alpha-2 code Intl knows a name for. */
function countryCodes(): string[] {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const codes: string[] = [];
  for (let first = 65; first <= 90; first += 1) {
    for (let second = 65; second <= 90; second += 1) {
      const code = String.fromCharCode(first, second);
      if (names.of(code) && isCurrentCode(code)) codes.push(code);
    }
  }
  return codes;
}

/** Folded country names (in the languages above, plus common short forms) to their codes; built once. */
function countryNames(): Map<string, string> {
  if (countryNameTable) return countryNameTable;
  const table = new Map<string, string>(Object.entries(COUNTRY_ALIASES));
  const codes = countryCodes();
  for (const language of COUNTRY_NAME_LANGUAGES) {
    const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    for (const code of codes) {
      const name = names.of(code);
      if (name && !table.has(foldPlaceName(name))) table.set(foldPlaceName(name), code);
    }
  }
  countryNameTable = table;
  return table;
}

/** The country a folded address part names ("germany", "deutschland", "usa"), if any. */
export function countryOfName(foldedPart: string): string | undefined {
  return countryNames().get(foldedPart);
}

/** A country's name in a language, for formatted addresses. */
export function countryDisplayName(code: string, language: string | undefined): string {
  try {
    return new Intl.DisplayNames([language || 'en', 'en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Countries where a language is the main one, for languages whose tag names no region. */
const LANGUAGE_COUNTRIES: Record<string, string[]> = {
  de: ['DE', 'AT', 'CH'], fr: ['FR', 'BE', 'CH'], it: ['IT'], es: ['ES'], pt: ['PT'], nl: ['NL', 'BE'],
  pl: ['PL'], cs: ['CZ'], sk: ['SK'], hu: ['HU'], ro: ['RO'], bg: ['BG'], el: ['GR'], sv: ['SE'],
  da: ['DK'], no: ['NO'], nb: ['NO'], fi: ['FI'], et: ['EE'], lv: ['LV'], lt: ['LT'], sl: ['SI'],
  hr: ['HR'], sr: ['RS'], uk: ['UA'], be: ['BY'], ru: ['RU'], tr: ['TR'], ja: ['JP'], ko: ['KR'],
  zh: ['CN'], vi: ['VN'], th: ['TH'], he: ['IL'], iw: ['IL'], id: ['ID'], ms: ['MY'], sq: ['AL'],
  is: ['IS'], ga: ['IE'], ka: ['GE'], hy: ['AM'], az: ['AZ'], kk: ['KZ'], fa: ['IR'], hi: ['IN'],
};

/**
 * The countries a site's language suggests ("de" → Germany, Austria, Switzerland; "pt-br" →
 * Brazil). English suggests none: it is the default language of most sites everywhere.
 */
export function countriesOfLanguage(language: string | undefined): string[] {
  if (!language) return [];
  const [base = '', region] = language.toLowerCase().split(/[-_]/);
  if (region && /^[a-z]{2}$/.test(region)) return [region.toUpperCase()];
  return LANGUAGE_COUNTRIES[base] ?? [];
}
