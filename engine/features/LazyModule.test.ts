import { describe, expect, it } from 'vitest';
import { LazyModule } from './LazyModule';

describe('LazyModule', () => {
  it('imports once, answers every caller with the same load, and tells pending from loaded', async () => {
    let imports = 0;
    const lazy = new LazyModule(async () => ({ value: ++imports }));
    expect(lazy.loaded).toBeNull();
    expect(lazy.pending).toBeNull();
    const first = lazy.load();
    expect(lazy.load()).toBe(first);
    expect(lazy.pending).toBe(first);
    expect(await first).toEqual({ value: 1 });
    expect(lazy.loaded).toEqual({ value: 1 });
    expect(lazy.pending).toBeNull();
    await lazy.load();
    expect(imports).toBe(1);
  });

  it('forgets a failed import, so the next need tries again', async () => {
    let attempts = 0;
    const lazy = new LazyModule(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('network blip');
      return 'code';
    });
    await expect(lazy.load()).rejects.toThrow('network blip');
    expect(lazy.pending).toBeNull();
    expect(await lazy.load()).toBe('code');
    expect(attempts).toBe(2);
  });
});
