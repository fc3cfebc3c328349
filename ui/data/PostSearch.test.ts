import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataStore } from './createDataStore';
import { postsRequester } from './posts';
import { PostSearch } from './PostSearch';
import { TEST_BASE_URL, testFetch } from './testFetch';

const ABOUT = { id: 2, url: 'http://site.test/about', post_title: 'About us' };

function postSearch() {
  const { fetchFn, requests } = testFetch(() => ({ posts: [ABOUT] }));
  const store = createDataStore({ baseUrl: TEST_BASE_URL, nonce: 'n', fetchFn });
  return { search: new PostSearch(postsRequester(store.dispatch)), requests };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('PostSearch', () => {
  it('sends the search 250 ms after the last keystroke, with the post type filter', async () => {
    vi.useFakeTimers();
    const { search, requests } = postSearch();

    const found = search.search('Ab', 'page');
    await vi.advanceTimersByTimeAsync(249);
    const early = requests.length;
    await vi.advanceTimersByTimeAsync(1);

    expect(early).toBe(0);
    expect(decodeURIComponent(requests[0]?.path ?? '')).toBe('posts?filters[post_type]=page&search=Ab&page=1');
    await expect(found).resolves.toEqual([ABOUT]);
  });

  it('sends only the latest of rapid keystrokes', async () => {
    vi.useFakeTimers();
    const { search, requests } = postSearch();

    const first = search.search('A', 'post').catch((reason: unknown) => reason);
    await vi.advanceTimersByTimeAsync(200);
    const latest = search.search('Abo', 'post');
    await vi.advanceTimersByTimeAsync(250);

    expect(requests).toHaveLength(1);
    expect(requests[0]?.path).toContain('search=Abo');
    expect(await first).toMatchObject({ name: 'AbortError' });
    await expect(latest).resolves.toEqual([ABOUT]);
  });

  it('answers no posts without a call for blank text', async () => {
    vi.useFakeTimers();
    const { search, requests } = postSearch();

    const found = search.search('  ', 'post');
    await vi.advanceTimersByTimeAsync(1000);

    await expect(found).resolves.toEqual([]);
    expect(requests).toHaveLength(0);
  });

  it('searches from a single character', async () => {
    vi.useFakeTimers();
    const { search, requests } = postSearch();

    void search.search('A', 'post');
    await vi.advanceTimersByTimeAsync(250);

    expect(requests).toHaveLength(1);
  });
});
