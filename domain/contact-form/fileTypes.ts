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
 * File extensions (lower case, no dot) for a MIME type; `image/*` gives every image
 * extension. Unknown or malformed types give `[]`. Matching is case-insensitive.
 */
export function extensionsForMimeType(mime: string): string[] {
  const match = /^([a-z]+)\/([*]|[a-z0-9.+-]+)$/i.exec(mime.trim());
  if (match === null) return [];
  const topLevel = (match[1] ?? '').toLowerCase();
  const subtype = (match[2] ?? '').toLowerCase();
  const wanted = `${topLevel}/${subtype}`;

  const found = mimeTable
    .filter(([, type]) => (subtype === '*' ? type.startsWith(`${topLevel}/`) : type.toLowerCase() === wanted))
    .flatMap(([extensions]) => extensions.split('|'));
  return [...new Set(found)];
}

/** Types a file field accepts when it has no `filetypes:` option. */
export const defaultAcceptedFileTypes: readonly string[] = ['audio/*', 'video/*', 'image/*'];

/**
 * The `accept` list of a file field, from its `filetypes:` option values (Contact Form 7's
 * `wpcf7_acceptable_filetypes(…, 'attr')`). Entries are split on `|`, `,` and whitespace and
 * lower-cased; a bare extension becomes `.ext`; a wildcard survives only for `audio/*`,
 * `video/*` and `image/*`; any other MIME type survives only if the extension table knows it.
 * No option (or nothing usable left of it) means {@link defaultAcceptedFileTypes}.
 */
export function acceptedFileTypes(filetypesOptions: readonly string[]): string[] {
  const entries = filetypesOptions
    .flatMap((option) => option.toLowerCase().split(/[\s|,]+/))
    .filter((entry) => entry !== '');
  if (entries.length === 0) return [...defaultAcceptedFileTypes];

  const accepted = entries.map(toAcceptEntry).filter((entry) => entry !== '');
  return [...new Set(accepted)];
}

function toAcceptEntry(entry: string): string {
  if (!entry.includes('/')) {
    const extension = entry.replace(/^\.+|\.+$/g, '');
    return extension === '' ? '' : `.${extension}`;
  }
  const wildcard = /^([a-z]+)\/[*]$/.exec(entry);
  if (wildcard !== null) return ['audio', 'video', 'image'].includes(wildcard[1] ?? '') ? entry : '';
  return extensionsForMimeType(entry).length > 0 ? entry : '';
}

/**
 * Whether a file name is acceptable under an `accept` list of extensions (`.pdf`) and MIME
 * types (`image/png`, `image/*`). Only the name's last suffix counts, compared
 * case-insensitively, so `scan.PDF` matches `.pdf` and `a.pdf.exe` does not; a name without a
 * dot never matches. The client-claimed MIME type is deliberately ignored: it differs between
 * browsers and operating systems and a client can send anything, so both sides judge by the
 * name, as Contact Form 7's server does.
 */
export function fileNameMatchesAccept(fileName: string, accept: readonly string[]): boolean {
  const lastDot = fileName.lastIndexOf('.');
  if (lastDot === -1) return false;
  const suffix = fileName.slice(lastDot).toLowerCase();

  return accept.some((entry) => {
    const trimmed = entry.trim().toLowerCase();
    if (/^\.[a-z0-9]+$/.test(trimmed)) return trimmed === suffix;
    return extensionsForMimeType(trimmed).some((extension) => `.${extension}` === suffix);
  });
}
