import type { PostValue } from '../../domain';
import { abortError } from './abortError';
import type { PostsParams, PostsRequester } from './posts';
import type { TimerHandle, Timers } from './timers';
import { globalTimers } from './timers';

/** Wait after the last keystroke before a post search is sent (spec 9). */
const POST_SEARCH_DELAY_MS = 250;

/** Characters a post search needs (spec 5). */
export const POST_SEARCH_MIN_LENGTH = 1;

interface Waiting {
  handle: TimerHandle;
  reject: (reason: unknown) => void;
}

/**
 * Searches posts for a post field as the user types: a search is sent 250 ms after the last
 * change, needs at least 1 character (blank text answers no posts without a call), and a newer
 * search replaces a waiting one, which rejects with an AbortError.
 */
export class PostSearch {
  readonly #request: PostsRequester;
  readonly #timers: Timers;
  readonly #delayMs: number;
  readonly #calls = new AbortController();
  #waiting: Waiting | undefined;

  constructor(request: PostsRequester, { timers = globalTimers, delayMs = POST_SEARCH_DELAY_MS }: { timers?: Timers; delayMs?: number } = {}) {
    this.#request = request;
    this.#timers = timers;
    this.#delayMs = delayMs;
  }

  /** The posts of a type whose title matches the text. */
  search(text: string, postType: string, page = 1): Promise<PostValue[]> {
    this.#dropWaiting();
    if (text.trim().length < POST_SEARCH_MIN_LENGTH) return Promise.resolve([]);
    const params: PostsParams = { search: text, postType, page };
    return new Promise<PostValue[]>((resolve, reject) => {
      const handle = this.#timers.setTimeout(() => {
        this.#waiting = undefined;
        this.#request(params, this.#calls.signal).then(resolve, reject);
      }, this.#delayMs);
      this.#waiting = { handle, reject };
    });
  }

  /** Drops a waiting search and cancels one under way. */
  dispose(): void {
    this.#dropWaiting();
    this.#calls.abort();
  }

  #dropWaiting(): void {
    const waiting = this.#waiting;
    if (!waiting) return;
    this.#timers.clearTimeout(waiting.handle);
    this.#waiting = undefined;
    waiting.reject(abortError('A newer search replaced this one.'));
  }
}
