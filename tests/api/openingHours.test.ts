import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from './drivers';
import { loginAsAdmin, startTestApp, type AdminLogin, type TestApp } from './harness';
import { API, adminHeaders, at, createObjects, createSchema, field, getJson } from './dataHelpers';

const TABLE = 'objects_545';

const weekdays = (open: string, close: string) => ({ mon: [{ open, close }], tue: [{ open, close }], wed: [{ open, close }], thu: [{ open, close }], fri: [{ open, close }], sat: [], sun: [] });

const stores = [
  // Denver, 9:00–18:00 on weekdays.
  { title: 'Denver Store', location: at(39.74, -104.99), hours: { timeZone: 'America/Denver', week: weekdays('09:00', '18:00'), exceptions: [{ date: '2026-12-25', intervals: [] }] } },
  // Paris, 9:00–18:00 on weekdays.
  { title: 'Paris Store', location: at(48.86, 2.35), hours: { timeZone: 'Europe/Paris', week: weekdays('09:00', '18:00'), exceptions: [] } },
  // A Denver bar open 22:00–02:00 every weeknight.
  { title: 'Denver Bar', location: at(39.75, -105), hours: { timeZone: 'America/Denver', week: weekdays('22:00', '02:00'), exceptions: [] } },
  { title: 'No Hours', location: at(40, -105) },
];

describe.each(testDrivers())('opening hours on $name', (driver) => {
  let testApp: TestApp;
  let login: AdminLogin;
  const openAt = async (instant: string, path = '') => {
    const query = `filters[hours]=${encodeURIComponent(instant)}`;
    if (path === '/ids') return (await getJson<{ ids: unknown[] }>(testApp.app, `${API}/objects/${TABLE}/ids?${query}`, { cookie: login.cookie })).ids;
    return (await getJson<{ objects: Array<{ title: string }> }>(testApp.app, `${API}/objects/${TABLE}/?${query}`, { cookie: login.cookie })).objects.map((record) => record.title);
  };

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    login = await loginAsAdmin(testApp.app);
    await createSchema(testApp.app, login, TABLE, [field('id', 'id'), field('text', 'title'), field('location', 'location'), field('hours', 'hours')]);
    await createObjects(testApp.app, login, TABLE, stores);
  }, 300_000);
  afterAll(async () => { await testApp.close(); });

  it('keeps the hours as sent and reads them back', async () => {
    const listed = await getJson<{ objects: Array<{ title: string; hours: unknown }> }>(testApp.app, `${API}/objects/${TABLE}/?perpage=10`, { cookie: login.cookie });
    expect(listed.objects.find((record) => record.title === 'Denver Store')?.hours).toEqual(stores[0]?.hours);
  });

  it('filters the list to what is open at the visitor\'s instant, in each store\'s own zone', async () => {
    // Wednesday 2026-06-10 15:30 UTC: 09:30 in Denver, 17:30 in Paris.
    expect(await openAt('2026-06-10T15:30:00.000Z')).toEqual(['Denver Store', 'Paris Store']);
    // 17:00 UTC: 11:00 in Denver, 19:00 in Paris (closed).
    expect(await openAt('2026-06-10T17:00:00.000Z')).toEqual(['Denver Store']);
    // Thursday 07:30 UTC: 01:30 in Denver, the bar's Wednesday night still runs; 09:30 in Paris.
    expect(await openAt('2026-06-11T07:30:00.000Z')).toEqual(['Paris Store', 'Denver Bar']);
    // Christmas (a Friday) 10:00 in Denver: closed by exception; 18:00 in Paris: closed.
    expect(await openAt('2026-12-25T17:00:00.000Z')).toEqual([]);
  });

  it('filters the marker ids of large tables the same way', async () => {
    expect(await openAt('2026-06-10T17:00:00.000Z', '/ids')).toHaveLength(1);
  });

  it('refuses an open-now value that is no instant', async () => {
    const response = await testApp.app.inject({ url: `${API}/objects/${TABLE}/?filters[hours]=tomorrow`, headers: { cookie: login.cookie } });
    expect(response.statusCode).toBe(400);
  });

  it('refuses hours with bad times or overlapping intervals, naming each mistake', async () => {
    const hours = { timeZone: 'America/Denver', week: { ...weekdays('09:00', '18:00'), mon: [{ open: '9am', close: '18:00' }], tue: [{ open: '09:00', close: '13:00' }, { open: '12:00', close: '18:00' }] }, exceptions: [] };
    const response = await testApp.app.inject({ method: 'POST', url: `${API}/objects/${TABLE}/`, headers: adminHeaders(login), payload: { object: { title: 'Bad', hours } } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invalid value for the field "hours". Monday: "9am" is not a time (use HH:MM, 00:00 to 24:00). Tuesday: the intervals overlap (09:00–13:00, 12:00–18:00).');
  });
});
