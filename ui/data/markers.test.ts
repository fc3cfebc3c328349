import { describe, expect, it } from 'vitest';
import { createDataStore } from './createDataStore';
import { uploadMarkerImage } from './markers';
import { ServiceError } from './ServiceError';
import type { FakeHandler } from './testFetch';
import { TEST_BASE_URL, testFetch } from './testFetch';

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
});
