/** What a visitor reads when a map cannot be shown; the details go to the console. */
const VISITOR_LOAD_FAILURE = 'This map could not be loaded.';

const ADDRESS = /(https?:\/\/[^\s]+?)([.,;]?)(?=\s|$)/g;

/** The message with its web addresses as links (the admin preview shows the full message). */
function withLinks(message: string) {
  const parts: Array<string | { href: string }> = [];
  let last = 0;
  for (const match of message.matchAll(ADDRESS)) {
    const href = match[1] ?? '';
    parts.push(message.slice(last, match.index), { href });
    last = (match.index ?? 0) + href.length;
  }
  parts.push(message.slice(last));
  return parts.map((part, i) => (typeof part === 'string' ? part : <a key={i} href={part.href} target="_blank" rel="noopener noreferrer">{part.href}</a>));
}

/**
 * The banner over a map that failed to load. Visitors get a plain sentence (file paths and
 * support addresses mean nothing to them; the full message is in the console, spec 6), and a
 * retry when the failure may pass; a failure with a sentence of its own for them (an unknown map
 * id) shows that sentence. The admin preview shows the catalogue message, its
 * documentation address as a link.
 */
export function LoadProblem({ message, visitorMessage, editMode, retryable, onRetry }: { message: string; visitorMessage?: string; editMode: boolean; retryable: boolean; onRetry: () => void }) {
  return (
    <div className="mapsvg-error" role="alert">
      <p>{editMode ? withLinks(message) : (visitorMessage ?? VISITOR_LOAD_FAILURE)}</p>
      {retryable && <button type="button" className="mapsvg-retry" onClick={onRetry}>Try again</button>}
    </div>
  );
}
