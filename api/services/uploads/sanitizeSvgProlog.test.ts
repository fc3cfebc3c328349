import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from './markerImage';

describe('sanitizeSvg with an XML prolog', () => {
  it('accepts a real map file that starts with an XML declaration and a comment', () => {
    const file = readFileSync(new URL('../../../fixtures/maps/geo-calibrated-usa.svg', import.meta.url));
    const clean = sanitizeSvg(file);
    expect(clean?.startsWith('<svg')).toBe(true);
    expect(clean).toContain('id="US-TX"');
  });

  it('still strips scripts after the prolog', () => {
    const text = '<?xml version="1.0"?>\n<!-- note -->\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><path id="a" d="M0 0h1v1z" onclick="x()"/></svg>';
    const clean = sanitizeSvg(Buffer.from(text));
    expect(clean).toBeDefined();
    expect(clean).not.toContain('script');
    expect(clean).not.toContain('onclick');
  });
});
