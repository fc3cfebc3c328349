import { describe, expect, it } from 'vitest';
import { createDataStore } from './createDataStore';
import { uploadMarkerImage } from './markers';
import { RequestFailure } from './RequestFailure';
import { ServiceError } from './ServiceError';
import type { FakeHandler } from './testFetch';
import { jsonResponse, TEST_BASE_URL, testFetch } from './testFetch';

function markerStore(handler: FakeHandler) {
  const { fetchFn, requests } = testFetch(handler);
  return { store: createDataStore({ baseUrl: TEST_BASE_URL, nonce: 'n', fetchFn }), requests };
}

describe('uploadMarkerImage', () => {
  it('sends the file raw as multipart data with the nonce and returns the stored marker', async () => {
    const { store, requests } = markerStore(() => ({ marker: { path: 'uploads/flag.png' } }));
    const file = new File(['png-bytes'], 'flag.png', { type: 'image/png' });

    const marker = await uploadMarkerImage(store.dispatch, file);

    const body = requests[0]?.body as FormData;
    expect(requests[0]?.path).toBe('markers');
    expect(requests[0]?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(requests[0]?.headers.get('X-WP-Nonce')).toBe('n');
    expect((body.get('file') as File).name).toBe('flag.png');
    expect(await (body.get('file') as File).text()).toBe('png-bytes');
    expect(marker.path).toBe('uploads/flag.png');
  });

  it('rejects with the server error text for an alert', async () => {
    const { store } = markerStore(() => ({ error: 'File type is not allowed.' }));

    const error = await uploadMarkerImage(store.dispatch, new File(['x'], 'x.exe')).catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(ServiceError);
    expect((error as Error).message).toBe('File type is not allowed.');
  });

  it.each([
    [400, 'The file is not a PNG, JPEG, GIF, WebP or SVG image.'],
    [413, 'The file is too large (at most 1024 KB).'],
  ])('passes on the server\'s own wording of a %i refusal', async (status, message) => {
    const { store } = markerStore(() => jsonResponse({ code: 'rest_invalid_marker', message, data: { status }, error: message }, status));

    const error = await uploadMarkerImage(store.dispatch, new File(['x'], 'pin.png')).catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(ServiceError);
    expect((error as Error).message).toBe(message);
  });

  it('reads the WordPress-style message when the refusal has no error field', async () => {
    const { store } = markerStore(() => jsonResponse({ code: 'rest_invalid_marker', message: 'No file was uploaded.', data: { status: 400 } }, 400));

    const error = await uploadMarkerImage(store.dispatch, new File(['x'], 'pin.png')).catch((reason: unknown) => reason);

    expect((error as Error).message).toBe('No file was uploaded.');
  });

  it('keeps other failures without the server text', async () => {
    const { store } = markerStore(() => jsonResponse({ code: 'rest_forbidden', message: 'secret detail' }, 403));

    const error = await uploadMarkerImage(store.dispatch, new File(['x'], 'pin.png')).catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(RequestFailure);
    expect((error as RequestFailure).status).toBe(403);
    expect((error as Error).message).toBe('');
  });
});
