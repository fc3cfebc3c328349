import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPost } from '../../api/repositories/postsRepository';
import { testDrivers } from './drivers';
import { loginAsAdmin, startTestApp, type AdminLogin, type TestApp } from './harness';
import { API, adminHeaders, createObjects, createSchema, field, getJson } from './dataHelpers';

const TABLE = 'objects_640';

type Linked = { id: number; url: string; post_title: string } | null;
type Listed = { objects: Array<{ id: number; title: string; post: Linked }> };

describe.each(testDrivers())('post fields of records on $name', (driver) => {
  let testApp: TestApp;
  let login: AdminLogin;
  let opening: { id: number };
  let guide: { id: number };
  const list = async (query: string) => (await getJson<Listed>(testApp.app, `${API}/objects/${TABLE}/?${query}`, { cookie: login.cookie })).objects;

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    login = await loginAsAdmin(testApp.app);
    opening = await insertPost(testApp.db, { post_type: 'post', title: 'Denver store opening', url: '/denver-opening/', content: '' });
    guide = await insertPost(testApp.db, { post_type: 'page', title: 'Visitor guide', url: '/guide/', content: '' });
    await createSchema(testApp.app, login, TABLE, [field('id', 'id'), field('text', 'title'), field('post', 'post', { post_type: 'post' })]);
  });
  afterAll(async () => { await testApp.close(); });

  it('answers the linked post as { id, url, post_title }, whether it was saved as the post or its id', async () => {
    const [byObject, byId, none] = await createObjects(testApp.app, login, TABLE, [
      { title: 'Denver', post: { id: opening.id, url: '/denver-opening/', post_title: 'Denver store opening' } },
      { title: 'Guide', post: guide.id },
      { title: 'Unlinked' },
    ]);
    expect(byObject?.post).toEqual({ id: opening.id, url: '/denver-opening/', post_title: 'Denver store opening' });
    expect(byId?.post).toEqual({ id: guide.id, url: '/guide/', post_title: 'Visitor guide' });
    expect(none?.post).toBeNull();

    const one = await getJson<{ object: { post: Linked } }>(testApp.app, `${API}/objects/${TABLE}/${byId?.id}`, { cookie: login.cookie });
    expect(one.object.post).toEqual({ id: guide.id, url: '/guide/', post_title: 'Visitor guide' });
    expect((await list('')).map((record) => [record.title, record.post?.post_title ?? null])).toEqual([
      ['Denver', 'Denver store opening'], ['Guide', 'Visitor guide'], ['Unlinked', null],
    ]);
  });

  it('filters by post_type and sorts by the post field through the stored id', async () => {
    expect((await list('filters[post_type]=page')).map((record) => record.title)).toEqual(['Guide']);
    const order = guide.id > opening.id ? ['Denver', 'Guide', 'Unlinked'] : ['Guide', 'Denver', 'Unlinked'];
    expect((await list('sort[0][field]=post&sort[0][order]=asc')).map((record) => record.title)).toEqual(order);
  });

  it('relinks on update with the post sent back as an object, and answers null once the post is gone', async () => {
    const [record] = await createObjects(testApp.app, login, TABLE, [{ title: 'Relinked', post: opening.id }]);
    const response = await testApp.app.inject({
      method: 'PUT', url: `${API}/objects/${TABLE}/${record?.id}`, headers: adminHeaders(login),
      payload: { object: { id: record?.id, post: { id: guide.id, url: '/guide/', post_title: 'Visitor guide' } } },
    });
    expect(response.json<{ object: { post: Linked } }>().object.post).toEqual({ id: guide.id, url: '/guide/', post_title: 'Visitor guide' });

    await testApp.db.query('DELETE FROM posts WHERE id = $1', [guide.id]);
    const read = await getJson<{ object: { post: Linked } }>(testApp.app, `${API}/objects/${TABLE}/${record?.id}`, { cookie: login.cookie });
    expect(read.object.post).toBeNull();
  });
});
