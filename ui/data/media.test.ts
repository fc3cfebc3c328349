import { describe, expect, it } from 'vitest';
import { createDataStore } from './createDataStore';
import { mediaApi, uploadMediaImage } from './media';
import { RequestFailure } from './RequestFailure';
import { ServiceError } from './ServiceError';
import type { FakeHandler } from './testFetch';
import { jsonResponse, TEST_BASE_URL, testFetch } from './testFetch';

function mediaStore(handler: FakeHandler) {
  const { fetchFn, requests } = testFetch(handler);
  return { store: createDataStore({ baseUrl: TEST_BASE_URL, nonce: 'n', fetchFn }), requests };
}

const image = { id: 3, name: 'beach.jpg', full: '/uploads/media/beach.jpg', thumbnail: '/uploads/media/beach-150x150.jpg', medium: '/uploads/media/beach-300x200.jpg' };

describe('media uploads', () => {
  it('sends the image as multipart data and resolves with its sizes', async () => {
    const { store, requests } = mediaStore(() => ({ image }));
    const stored = await uploadMediaImage(store.dispatch, new File(['jpeg'], 'beach.jpg', { type: 'image/jpeg' }));
    expect(requests[0]?.path).toBe('media');
    expect(((requests[0]?.body as FormData).get('file') as File).name).toBe('beach.jpg');
    expect(stored.thumbnail).toBe('/uploads/media/beach-150x150.jpg');
  });

  it.each([400, 413, 415])('passes on the server explanation of a %i refusal for the page to show', async (status) => {
    const { store } = mediaStore(() => jsonResponse({ code: 'rest_invalid_image', message: 'The file is not a PNG, JPEG, GIF or WebP image.', data: { status } }, status));
    const error = await uploadMediaImage(store.dispatch, new File(['x'], 'x.png')).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ServiceError);
    expect((error as Error).message).toBe('The file is not a PNG, JPEG, GIF or WebP image.');
  });

  it('keeps other failures without text', async () => {
    const { store } = mediaStore(() => jsonResponse({ code: 'rest_forbidden', message: 'secret detail' }, 403));
    const error = await uploadMediaImage(store.dispatch, new File(['x'], 'x.png')).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(RequestFailure);
    expect((error as Error).message).toBe('');
  });

  it('asks the media list for a search and a page', async () => {
    const { store, requests } = mediaStore(() => ({ images: [image], total: 1, page: 2, perpage: 12 }));
    const page = await store.dispatch(mediaApi.endpoints.listMedia.initiate({ search: 'beach', page: 2, perpage: 12 })).unwrap();
    expect(requests[0]?.path).toBe('media?search=beach&page=2&perpage=12');
    expect(page.images[0]?.name).toBe('beach.jpg');
  });
});
