import { describe, expect, it } from 'vitest';
import { resolvePageConfig } from './environment';

describe('resolvePageConfig', () => {
  it('sets up the wpcf7 global from the root the server rendered', () => {
    expect(resolvePageConfig(undefined, { root: '/wp-json/', namespace: 'contact-form-7/v1' }))
      .toEqual({ ok: true, global: { api: { root: '/wp-json/', namespace: 'contact-form-7/v1' } } });
  });

  it('keeps a global the site defined itself, including its other settings', () => {
    const site = { api: { root: 'https://cms.example/wp-json/', namespace: 'contact-form-7/v1' }, cached: 1 };
    expect(resolvePageConfig(site, { root: '/wp-json/' })).toEqual({ ok: true, global: site });
  });

  it('adds the rendered api config to a global that has none, defaulting the namespace', () => {
    expect(resolvePageConfig({ cached: 0 }, { root: '/wp-json/', namespace: null }))
      .toEqual({ ok: true, global: { cached: 0, api: { root: '/wp-json/', namespace: 'contact-form-7/v1' } } });
  });

  it('fails like CF7 when the page carries no config at all', () => {
    expect(resolvePageConfig(undefined, {})).toEqual({ ok: false, error: 'wpcf7 is not defined.' });
    expect(resolvePageConfig({ api: {} }, { root: '' })).toEqual({ ok: false, error: 'wpcf7.api is not defined.' });
  });
});
