import { describe, expect, it } from 'vitest';
import { Connection } from './Connection';
import { lightRecordReader } from './lightClient';
import { RecordList } from './RecordList';
import { TEST_BASE_URL, testFetch } from './testFetch';
import { watchRecordList } from './watchRecordList';

function regionsList() {
  const { fetchFn, requests } = testFetch(() => ({ regions: [{ id: 'US-TX', title: 'Texas' }, { id: 'US-CA', title: 'California' }] }));
  const connection = new Connection({ baseUrl: TEST_BASE_URL, nonce: 'n', fetchFn });
  return { recordList: new RecordList(lightRecordReader(connection, 'regions', 'regions_1'), { query: { perpage: 0 } }), requests };
}

describe('watchRecordList', () => {
  it('gives a view the loading state, then the loaded regions', async () => {
    const { recordList, requests } = regionsList();
    const watch = watchRecordList(recordList);
    const seen: Array<{ loading: boolean; titles: string[] }> = [];
    watch.subscribe(() => {
      const snapshot = watch.getSnapshot();
      seen.push({ loading: snapshot.isLoading, titles: snapshot.records.map((region) => String(region.title)) });
    });

    await recordList.load();

    expect(requests[0]?.path).toBe('regions/regions_1?page=1&perpage=0');
    expect(seen).toEqual([{ loading: true, titles: [] }, { loading: false, titles: ['Texas', 'California'] }]);
  });

  it('keeps the same snapshot object while nothing changes and stops after unsubscribe', async () => {
    const { recordList } = regionsList();
    const watch = watchRecordList(recordList);
    let calls = 0;
    const stop = watch.subscribe(() => { calls += 1; });
    const before = watch.getSnapshot();

    const unchanged = watch.getSnapshot() === before;
    stop();
    await recordList.load();

    expect(unchanged).toBe(true);
    expect(calls).toBe(0);
  });
});
