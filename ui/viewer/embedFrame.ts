/**
 * Iframe embeds that fit their content, as Datawrapper's do: the product's embed page (inside a
 * frame) tells the page around it how tall it is, and a small script on that page sets the
 * height of each map frame from it. Both halves live in one script (`/dist/embed-frame.js`),
 * which the embed pages load and which a host page adds beside its frames.
 */

/** A frame's message: its content's height in CSS pixels. */
const HEIGHT_MESSAGE = 'mapsvg:embed-height';
/** The host page asks a frame for its height (the frame may have reported before the host listened). */
const ASK_MESSAGE = 'mapsvg:embed-ask';
/** Frames the host script fits: those of the iframe snippet. */
const FRAME_SELECTOR = 'iframe[data-mapsvg-embed]';

interface HeightMessage {
  type: typeof HEIGHT_MESSAGE;
  height: number;
}

function isHeightMessage(data: unknown): data is HeightMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, height } = data as Partial<HeightMessage>;
  return type === HEIGHT_MESSAGE && typeof height === 'number' && Number.isFinite(height) && height > 0;
}

/**
 * Inside a frame: posts the page's height to the page around it whenever the content changes
 * size, and again when that page asks. The height is no secret, so any page framing this one
 * may read it. Returns the stopper.
 */
export function reportHeight(win: Window = window): () => void {
  const body = win.document.body;
  let last = 0;
  const post = (force: boolean): void => {
    const height = Math.ceil(body.getBoundingClientRect().height);
    if (height <= 0 || (!force && height === last)) return;
    last = height;
    win.parent.postMessage({ type: HEIGHT_MESSAGE, height } satisfies HeightMessage, '*');
  };
  const observer = new ResizeObserver(() => post(false));
  observer.observe(body);
  const onAsk = (event: MessageEvent): void => {
    if (event.source === win.parent && (event.data as { type?: unknown } | null)?.type === ASK_MESSAGE) post(true);
  };
  win.addEventListener('message', onAsk);
  return () => {
    observer.disconnect();
    win.removeEventListener('message', onAsk);
  };
}

/** The map frame a message came from, if it came from one and from the frame's own origin. */
function frameOf(event: MessageEvent, doc: Document): HTMLIFrameElement | null {
  for (const frame of Array.from(doc.querySelectorAll<HTMLIFrameElement>(FRAME_SELECTOR))) {
    if (frame.contentWindow !== event.source) continue;
    try {
      return new URL(frame.src, doc.baseURI).origin === event.origin ? frame : null;
    } catch {
      return null;
    }
  }
  return null;
}

/** Asks every map frame of the page for its height (frames that loaded before this script ran). */
function askFrames(doc: Document): void {
  for (const frame of Array.from(doc.querySelectorAll<HTMLIFrameElement>(FRAME_SELECTOR))) {
    frame.contentWindow?.postMessage({ type: ASK_MESSAGE }, '*');
  }
}

/**
 * On the host page: sets each map frame's height from the height its page reports, for frames
 * marked `data-mapsvg-embed` only, and only from the frame's own origin. Returns the stopper.
 */
export function fitFrames(win: Window = window): () => void {
  const doc = win.document;
  const onMessage = (event: MessageEvent): void => {
    if (!isHeightMessage(event.data)) return;
    const frame = frameOf(event, doc);
    if (frame) frame.style.height = `${event.data.height}px`;
  };
  const onLoad = (event: Event): void => {
    if (event.target instanceof HTMLIFrameElement && event.target.matches(FRAME_SELECTOR)) askFrames(doc);
  };
  win.addEventListener('message', onMessage);
  doc.addEventListener('load', onLoad, true);
  askFrames(doc);
  return () => {
    win.removeEventListener('message', onMessage);
    doc.removeEventListener('load', onLoad, true);
  };
}
