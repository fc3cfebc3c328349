import { asciiLower, pcreSpace } from './phpText';

/**
 * Extensions by MIME type: the table WordPress's `wp_get_mime_types()` returns, which Contact
 * Form 7 uses to turn a MIME type in `filetypes:` or an `accept` list into file extensions.
 * Keys are `|`-separated extension lists.
 */
const mimeTable: readonly (readonly [string, string])[] = [
  ['jpg|jpeg|jpe', 'image/jpeg'], ['gif', 'image/gif'], ['png', 'image/png'], ['bmp', 'image/bmp'],
  ['tiff|tif', 'image/tiff'], ['webp', 'image/webp'], ['avif', 'image/avif'], ['ico', 'image/x-icon'],
  ['heic', 'image/heic'], ['heif', 'image/heif'], ['heics', 'image/heic-sequence'],
  ['heifs', 'image/heif-sequence'],
  ['asf|asx', 'video/x-ms-asf'], ['wmv', 'video/x-ms-wmv'], ['wmx', 'video/x-ms-wmx'], ['wm', 'video/x-ms-wm'],
  ['avi', 'video/avi'], ['divx', 'video/divx'], ['flv', 'video/x-flv'], ['mov|qt', 'video/quicktime'],
  ['mpeg|mpg|mpe', 'video/mpeg'], ['mp4|m4v', 'video/mp4'], ['ogv', 'video/ogg'], ['webm', 'video/webm'],
  ['mkv', 'video/x-matroska'], ['3gp|3gpp', 'video/3gpp'], ['3g2|3gp2', 'video/3gpp2'],
  ['txt|asc|c|cc|h|srt', 'text/plain'], ['csv', 'text/csv'], ['tsv', 'text/tab-separated-values'],
  ['ics', 'text/calendar'], ['rtx', 'text/richtext'], ['css', 'text/css'], ['htm|html', 'text/html'],
  ['vtt', 'text/vtt'], ['dfxp', 'application/ttaf+xml'],
  ['mp3|m4a|m4b', 'audio/mpeg'], ['aac', 'audio/aac'], ['ra|ram', 'audio/x-realaudio'], ['wav', 'audio/wav'],
  ['ogg|oga', 'audio/ogg'], ['flac', 'audio/flac'], ['mid|midi', 'audio/midi'], ['wma', 'audio/x-ms-wma'],
  ['wax', 'audio/x-ms-wax'], ['mka', 'audio/x-matroska'],
  ['rtf', 'application/rtf'], ['js', 'application/javascript'], ['pdf', 'application/pdf'],
  ['swf', 'application/x-shockwave-flash'], ['class', 'application/java'], ['tar', 'application/x-tar'],
  ['zip', 'application/zip'], ['gz|gzip', 'application/x-gzip'], ['rar', 'application/rar'],
  ['7z', 'application/x-7z-compressed'], ['exe', 'application/x-msdownload'],
  ['psd', 'application/octet-stream'], ['xcf', 'application/octet-stream'],
  ['doc', 'application/msword'], ['pot|pps|ppt', 'application/vnd.ms-powerpoint'],
  ['wri', 'application/vnd.ms-write'], ['xla|xls|xlt|xlw', 'application/vnd.ms-excel'],
  ['mdb', 'application/vnd.ms-access'], ['mpp', 'application/vnd.ms-project'],
  ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ['docm', 'application/vnd.ms-word.document.macroEnabled.12'],
  ['dotx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.template'],
  ['dotm', 'application/vnd.ms-word.template.macroEnabled.12'],
  ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ['xlsm', 'application/vnd.ms-excel.sheet.macroEnabled.12'],
  ['xlsb', 'application/vnd.ms-excel.sheet.binary.macroEnabled.12'],
  ['xltx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.template'],
  ['xltm', 'application/vnd.ms-excel.template.macroEnabled.12'],
  ['xlam', 'application/vnd.ms-excel.addin.macroEnabled.12'],
  ['pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  ['pptm', 'application/vnd.ms-powerpoint.presentation.macroEnabled.12'],
  ['ppsx', 'application/vnd.openxmlformats-officedocument.presentationml.slideshow'],
  ['ppsm', 'application/vnd.ms-powerpoint.slideshow.macroEnabled.12'],
  ['potx', 'application/vnd.openxmlformats-officedocument.presentationml.template'],
  ['potm', 'application/vnd.ms-powerpoint.template.macroEnabled.12'],
  ['ppam', 'application/vnd.ms-powerpoint.addin.macroEnabled.12'],
  ['sldx', 'application/vnd.openxmlformats-officedocument.presentationml.slide'],
  ['sldm', 'application/vnd.ms-powerpoint.slide.macroEnabled.12'],
  ['onetoc|onetoc2|onetmp|onepkg', 'application/onenote'], ['oxps', 'application/oxps'],
  ['xps', 'application/vnd.ms-xpsdocument'], ['odt', 'application/vnd.oasis.opendocument.text'],
  ['odp', 'application/vnd.oasis.opendocument.presentation'],
  ['ods', 'application/vnd.oasis.opendocument.spreadsheet'],
  ['odg', 'application/vnd.oasis.opendocument.graphics'], ['odc', 'application/vnd.oasis.opendocument.chart'],
  ['odb', 'application/vnd.oasis.opendocument.database'], ['odf', 'application/vnd.oasis.opendocument.formula'],
  ['wp|wpd', 'application/wordperfect'], ['key', 'application/vnd.apple.keynote'],
  ['numbers', 'application/vnd.apple.numbers'], ['pages', 'application/vnd.apple.pages'],
];

/**
 * File extensions (no dot) for a MIME type, as Contact Form 7's `wpcf7_convert_mime_to_ext`
 * finds them: the type must look like `top/sub` (letters, digits, `.+-`), and is then compared
 * with the table CASE-SENSITIVELY, so `IMAGE/PNG` and `IMAGE/*` give nothing, and neither does
 * a lower-cased `…macroenabled.12` type whose table entry is written `…macroEnabled.12`.
 * `top/*` gives every extension of that top-level type. Unknown or malformed types give `[]`.
 */
export function extensionsForMimeType(mime: string): string[] {
  const match = /^([a-z]+)\/([*]|[a-z0-9.+-]+)$/i.exec(mime);
  if (match === null) return [];
  const topLevel = match[1] ?? '';
  const found = mimeTable
    .filter(([, type]) => (match[2] === '*' ? type.startsWith(`${topLevel}/`) : type === match[0]))
    .flatMap(([extensions]) => extensions.split('|'));
  return [...new Set(found)].filter((extension) => extension !== '');
}

/** Types a file field accepts when it has no `filetypes:` option. */
export const defaultAcceptedFileTypes: readonly string[] = ['audio/*', 'video/*', 'image/*'];

/**
 * The `accept` list of a file field, from its `filetypes:` option values, as Contact Form 7's
 * `wpcf7_acceptable_filetypes(…, 'attr')` builds it: each option is lower-cased (ASCII only)
 * and split on `|`, `,` and ASCII whitespace; duplicates go; a bare extension becomes `.ext`;
 * a wildcard survives only for `audio/*`, `video/*` and `image/*`; any other MIME type only if
 * {@link extensionsForMimeType} knows it. No option means {@link defaultAcceptedFileTypes}.
 * When options exist but nothing usable is left, the list is `['']` (CF7 splits an empty
 * string), which accepts no file at all: a field limited to unknown types takes no upload.
 */
export function acceptedFileTypes(filetypesOptions: readonly string[]): string[] {
  const entries = [...new Set(filetypesOptions
    .flatMap((option) => asciiLower(option).split(new RegExp(`[${pcreSpace}|,]+`)))
    .filter((entry) => entry !== ''))];
  if (entries.length === 0) return [...defaultAcceptedFileTypes];
  const accepted = entries.map(toAcceptEntry).filter((entry) => entry !== '');
  return accepted.length === 0 ? [''] : accepted;
}

function toAcceptEntry(entry: string): string {
  if (!entry.includes('/')) return `.${entry.replace(/^\.+|\.+$/g, '')}`;
  const wildcard = /^([a-z]+)\/[*]$/i.exec(entry);
  if (wildcard !== null) return ['audio', 'video', 'image'].includes(wildcard[1] ?? '') ? entry : '';
  return extensionsForMimeType(entry).length > 0 ? entry : '';
}

/**
 * Whether a file name is acceptable under an `accept` list, as Contact Form 7's server `file`
 * rule decides: an entry like `.pdf` (a dot, then ASCII letters and digits, any case) is an
 * extension compared case-insensitively; any other entry is a MIME type turned into extensions
 * by {@link extensionsForMimeType} (case-sensitive, so `IMAGE/PNG` accepts nothing). Only the
 * name's last suffix counts, lower-cased ASCII-only: `scan.PDF` matches `.pdf`, `a.pdf.exe`
 * does not, and a name without a dot never matches. The client-claimed MIME type is ignored.
 */
export function fileNameMatchesAccept(fileName: string, accept: readonly string[]): boolean {
  const lastDot = fileName.lastIndexOf('.');
  if (lastDot === -1) return false;
  const suffix = asciiLower(fileName.slice(lastDot));
  const acceptable = new Set(accept.flatMap((entry) => {
    if (/^\.[a-z0-9]+$/i.test(entry)) return [asciiLower(entry)];
    return extensionsForMimeType(entry).map((extension) => `.${asciiLower(extension.replace(/^[ .]+|[ .]+$/g, ''))}`);
  }));
  return acceptable.has(suffix);
}
