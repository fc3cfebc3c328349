import { describe, expect, it } from 'vitest';
import { createDataStore } from './createDataStore';
import { regionsGateway } from './regions';
import { Repository } from './Repository';
import { TEST_BASE_URL, testFetch } from './testFetch';
import { watchRepository } from './watchRepository';

function regionsRepository() {
  const { fetchFn, requests } = testFetch(() => ({ regions: [{ id: 'US-TX', title: 'Texas' }, { id: 'US-CA', title: 'California' }] }));
  const store = createDataStore({ baseUrl: TEST_BASE_URL, nonce: 'n', fetchFn });
  return { repository: new Repository(regionsGateway(store.dispatch, 'regions_1'), { query: { perpage: 0 } }), requests };
}

describe('watchRepository', () => {
  it('gives a view the loading state, then the loaded regions', async () => {
    const { repository, requests } = regionsRepository();
    const watch = watchRepository(repository);
    const seen: Array<{ loading: boolean; titles: string[] }> = [];
    watch.subscribe(() => {
      const snapshot = watch.getSnapshot();
      seen.push({ loading: snapshot.isLoading, titles: snapshot.records.map((region) => String(region.title)) });
    });

    await repository.load();

    expect(requests[0]?.path).toBe('regions/regions_1?page=1&perpage=0');
    expect(seen).toEqual([{ loading: true, titles: [] }, { loading: false, titles: ['Texas', 'California'] }]);
  });

  it('keeps the same snapshot object while nothing changes and stops after unsubscribe', async () => {
    const { repository } = regionsRepository();
    const watch = watchRepository(repository);
    let calls = 0;
    const stop = watch.subscribe(() => { calls += 1; });
    const before = watch.getSnapshot();

    const unchanged = watch.getSnapshot() === before;
    stop();
    await repository.load();

    expect(unchanged).toBe(true);
    expect(calls).toBe(0);
  });
});
