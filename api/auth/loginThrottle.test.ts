import { describe, expect, it } from 'vitest';
import { LOGIN_WINDOW_MS, LoginThrottle, MAX_FAILED_LOGINS, tooManyLoginsMessage } from './loginThrottle';

describe('LoginThrottle', () => {
  it('blocks an address after too many failures until the window has passed', () => {
    let now = 1_000_000;
    const throttle = new LoginThrottle(() => now);
    for (let i = 0; i < MAX_FAILED_LOGINS - 1; i += 1) throttle.failed('10.0.0.1');
    expect(throttle.retryAfter('10.0.0.1')).toBe(0);
    throttle.failed('10.0.0.1');
    expect(throttle.retryAfter('10.0.0.1')).toBe(LOGIN_WINDOW_MS / 1000);
    // Other addresses are not affected.
    expect(throttle.retryAfter('10.0.0.2')).toBe(0);
    now += LOGIN_WINDOW_MS - 30_000;
    expect(throttle.retryAfter('10.0.0.1')).toBe(30);
    now += 30_000;
    expect(throttle.retryAfter('10.0.0.1')).toBe(0);
  });

  it('forgets the failures of an address that logs in', () => {
    const throttle = new LoginThrottle(() => 0);
    for (let i = 0; i < MAX_FAILED_LOGINS - 1; i += 1) throttle.failed('a');
    throttle.succeeded('a');
    throttle.failed('a');
    expect(throttle.retryAfter('a')).toBe(0);
  });

  it('says how many minutes to wait', () => {
    expect(tooManyLoginsMessage(30)).toBe('Too many failed login attempts. Please try again in 1 minute.');
    expect(tooManyLoginsMessage(599)).toBe('Too many failed login attempts. Please try again in 10 minutes.');
  });
});
