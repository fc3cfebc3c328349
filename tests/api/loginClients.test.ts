import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILED_LOGINS } from '../../api/auth/loginThrottle';
import { testDrivers } from './drivers';
import { startTestApp, type TestApp } from './harness';

const loginUrl = '/wp-json/mapsvg/v1/auth/login';

describe.each(testDrivers())('the login limit by client on $name', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => { testApp = await startTestApp(driver); });
  afterAll(async () => { await testApp.close(); });

  it('counts IPv6 addresses of one /64 as one client', async () => {
    const statuses: number[] = [];
    for (let host = 1; host <= MAX_FAILED_LOGINS + 2; host += 1) {
      const response = await testApp.app.inject({ method: 'POST', url: loginUrl, remoteAddress: `2001:db8:77:1::${host.toString(16)}`, payload: { username: `v6-${host}`, password: 'wrong' } });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(MAX_FAILED_LOGINS);
    expect(statuses.slice(-2)).toEqual([429, 429]);
  });
});
