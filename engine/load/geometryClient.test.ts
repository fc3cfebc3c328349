import { describe, expect, it } from 'vitest';
import { parseAndPackOffThread } from './geometryClient';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path id="a" d="M0 0H10V10H0Z"/></svg>';

describe('geometry client', () => {
  it('parses a map file (in place where there are no workers, as in Node)', async () => {
    const result = await parseAndPackOffThread(SVG, {});
    expect(result.document.regions.map((region) => region.id)).toEqual(['a']);
  });

  it('does not start work for a call already abandoned', async () => {
    const controller = new AbortController();
    controller.abort(new DOMException('gone', 'AbortError'));
    await expect(parseAndPackOffThread(SVG, {}, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('stops waiting as soon as the call is abandoned', async () => {
    const controller = new AbortController();
    const call = parseAndPackOffThread(SVG, {}, controller.signal);
    controller.abort(new DOMException('gone', 'AbortError'));
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});
