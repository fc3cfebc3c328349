import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './loadOnce';

describe('loadOnce', () => {
  it('loads once and answers every call with the same value', async () => {
    const load = vi.fn(async () => ({ client: 1 }));
    const shared = loadOnce(load);
    const [first, second] = await Promise.all([shared(), shared()]);
    expect(first).toBe(second);
    expect(await shared()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('gives the value at once once it has loaded, and null before', async () => {
    const shared = loadOnce(async () => 'client');
    expect(shared.value).toBeNull();
    const pending = shared();
    expect(shared.value).toBeNull();
    await pending;
    expect(shared.value).toBe('client');
  });

  it('tries again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('client');
    const shared = loadOnce(load);
    await expect(shared()).rejects.toThrow('offline');
    await expect(shared()).resolves.toBe('client');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
