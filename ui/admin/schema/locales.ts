/** Date-picker locales offered for date fields (admin mode only, spec 6). */
export const DATE_LOCALES: readonly string[] = [
  'en', 'en-GB', 'en-AU', 'en-CA', 'en-IE', 'en-NZ', 'ar', 'az', 'bg', 'bn', 'bs', 'ca', 'cs', 'cy', 'da', 'de', 'de-AT', 'de-CH',
  'el', 'eo', 'es', 'et', 'eu', 'fa', 'fi', 'fo', 'fr', 'fr-CA', 'fr-CH', 'gl', 'he', 'hi', 'hr', 'hu', 'hy', 'id', 'is', 'it',
  'ja', 'ka', 'kk', 'km', 'ko', 'lt', 'lv', 'mk', 'ms', 'nl', 'nl-BE', 'no', 'pl', 'pt', 'pt-BR', 'ro', 'ru', 'sk', 'sl', 'sq',
  'sr', 'sv', 'th', 'tr', 'uk', 'uz', 'vi', 'zh-CN', 'zh-TW',
];

/** Geocoder languages offered for distance and location fields (admin mode only). */
export const GEO_LANGUAGES: readonly string[] = [
  'en', 'af', 'sq', 'am', 'ar', 'hy', 'az', 'eu', 'be', 'bn', 'bs', 'bg', 'my', 'ca', 'zh', 'zh-cn', 'zh-hk', 'zh-tw', 'hr', 'cs',
  'da', 'nl', 'en-au', 'en-gb', 'et', 'fa', 'fi', 'fil', 'fr', 'fr-ca', 'gl', 'ka', 'de', 'el', 'gu', 'iw', 'hi', 'hu', 'is', 'id',
  'it', 'ja', 'kn', 'kk', 'km', 'ko', 'ky', 'lo', 'lv', 'lt', 'mk', 'ms', 'ml', 'mr', 'mn', 'ne', 'no', 'pl', 'pt', 'pt-br',
  'pt-pt', 'pa', 'ro', 'ru', 'sr', 'si', 'sk', 'sl', 'es', 'es-419', 'sw', 'sv', 'ta', 'te', 'th', 'tr', 'uk', 'ur', 'uz', 'vi', 'zu',
];

/** Countries a distance search can be limited to (ISO 3166 codes; empty for any). */
export const GEO_COUNTRIES: readonly string[] = [
  '', 'AR', 'AT', 'AU', 'BE', 'BR', 'CA', 'CH', 'CN', 'CZ', 'DE', 'DK', 'ES', 'FI', 'FR', 'GB', 'GR', 'IE', 'IN', 'IT', 'JP', 'KR',
  'MX', 'NL', 'NO', 'NZ', 'PL', 'PT', 'RU', 'SE', 'TR', 'UA', 'US', 'ZA',
];
