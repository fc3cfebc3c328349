import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin, startTestApp, type TestApp } from './harness';
import { testDrivers } from './drivers';

/** The directives of a policy by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).filter((words) => words[0])
    .map(([name, ...sources]) => [String(name), sources]));
}

/** Every start tag of a document, e.g. `<script type="module" src="/dist/viewer.js">`. */
function startTags(html: string): string[] {
  return html.match(/<[a-zA-Z][^>]*>/g) ?? [];
}

/**
 * What a strict `script-src` (no 'unsafe-inline') would block in a page: inline script bodies,
 * `on…` handler attributes and `javascript:` addresses. An empty list means the page runs
 * exactly as it would without the policy. A JSON data block (`type="application/json"`, a map's
 * answer in its container) is never run, so the policy does not apply to it.
 */
function inlineScript(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\stype\s*=\s*"application\/json"/i.test(attributes)) continue;
    if (!/\ssrc\s*=/i.test(attributes) || body.trim() !== '') found.push(`inline script: ${match[0].slice(0, 80)}`);
  }
  for (const tag of startTags(html)) {
    if (/\son[a-z]+\s*=/i.test(tag)) found.push(`handler attribute: ${tag.slice(0, 80)}`);
    if (/=\s*["']?\s*javascript:/i.test(tag)) found.push(`javascript: address: ${tag.slice(0, 80)}`);
  }
  return found;
}

describe.each(testDrivers().slice(0, 1))('content security policy of the pages on $name', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => { testApp = await startTestApp(driver); });
  afterAll(async () => { await testApp.close(); });

  const pages = async () => {
    const login = await loginAsAdmin(testApp.app);
    const posts = await testApp.app.inject({ url: '/wp-json/mapsvg/v1/posts?filters[post_type]=page', headers: { cookie: login.cookie } });
    const postId = posts.json<{ posts: Array<{ id: number }> }>().posts[0]?.id;
    if (postId === undefined) throw new Error('The demo page post is missing.');
    return [
      { url: '/' },
      { url: '/admin/login' },
      { url: '/admin/', cookie: login.cookie },
      { url: `/embed/shortcode?shortcode=${encodeURIComponent('[mapsvg id="1"]')}` },
      { url: `/embed/post?post=${postId}` },
    ];
  };

  it('serves every page with a policy whose scripts are our own files only, never inline', async () => {
    for (const page of await pages()) {
      const response = await testApp.app.inject({ url: page.url, headers: page.cookie ? { cookie: page.cookie } : {} });
      expect(response.statusCode, page.url).toBe(200);
      const policy = directives(String(response.headers['content-security-policy']));
      expect(policy.get('default-src'), page.url).toEqual(["'self'"]);
      expect(policy.get('script-src')?.[0], page.url).toBe("'self'");
      expect(policy.get('script-src'), page.url).not.toContain("'unsafe-inline'");
      expect(policy.get('script-src')?.some((source) => ['*', 'data:', 'blob:', 'http:', 'https:'].includes(source)), page.url).toBe(false);
      expect(policy.get('object-src'), page.url).toEqual(["'none'"]);
      expect(policy.get('base-uri'), page.url).toEqual(["'self'"]);
    }
  });

  it('has no inline script, handler attribute or javascript: address the policy would block, and loads scripts from this site', async () => {
    for (const page of await pages()) {
      const response = await testApp.app.inject({ url: page.url, headers: page.cookie ? { cookie: page.cookie } : {} });
      expect(inlineScript(response.body), page.url).toEqual([]);
      const sources = [...response.body.matchAll(/<script\b[^>]*\ssrc="([^"]*)"/gi)].map((match) => match[1] ?? '');
      expect(sources.length, page.url).toBeGreaterThan(0);
      for (const source of sources) expect(source, page.url).toMatch(/^\/(?!\/)/);
    }
  });

  it('finds what it looks for (the checker itself)', () => {
    expect(inlineScript('<script>alert(1)</script>')).toHaveLength(1);
    expect(inlineScript('<script type="text/javascript">alert(1)</script>')).toHaveLength(1);
    expect(inlineScript('<script type="application/json" class="mapsvg-answer">{"a":1}</script>')).toEqual([]);
    expect(inlineScript('<img src="x" onerror="alert(1)">')).toHaveLength(1);
    expect(inlineScript('<a href="javascript:alert(1)">x</a>')).toHaveLength(1);
    expect(inlineScript('<script type="module" src="/dist/viewer.js"></script><p>one=1 on=2</p>')).toEqual([]);
  });

  it('keeps the small policy on API answers', async () => {
    const response = await testApp.app.inject({ url: '/wp-json/mapsvg/v1/maps' });
    expect(response.headers['content-security-policy']).toBe("frame-ancestors 'self'; object-src 'none'; base-uri 'self'");
  });
});
