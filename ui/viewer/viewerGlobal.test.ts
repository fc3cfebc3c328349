// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { MapHandle } from './mount';
import { installViewerGlobal, type ViewerApi } from './viewerGlobal';
import { claimMapElement } from './viewerServer';

const PAGE = 'https://blog.example.org/post';
const A = 'https://maps-a.example.com';
const B = 'https://maps-b.example.com';

/** A viewer that records what it mounted and knows one map id. */
function fakeViewer(server: string, knownId: number): ViewerApi & { mounted: string[] } {
  const mounted: string[] = [];
  const handle = { id: knownId, server } as unknown as MapHandle;
  return {
    mounted,
    consent: {},
    mount: (element) => {
      mounted.push(element.dataset.mapId ?? '');
      return handle;
    },
    getMap: (id) => (id === knownId ? handle : undefined),
  };
}

function mapElement(id: number, server?: string): HTMLElement {
  const element = document.createElement('div');
  element.className = 'mapsvg';
  element.dataset.mapId = String(id);
  if (server) element.dataset.server = server;
  return element;
}

describe('two servers\' viewers on one page', () => {
  it('each viewer claims the elements naming its server, and the first one claims those naming none', () => {
    const ofB = mapElement(2, `${B}/`);
    const unnamed = mapElement(1);
    expect(claimMapElement(ofB, A, PAGE)).toBe(false);
    expect(claimMapElement(ofB, B, PAGE)).toBe(true);
    expect(claimMapElement(unnamed, A, PAGE)).toBe(true);
    expect(claimMapElement(unnamed, B, PAGE)).toBe(false);
    expect(unnamed.dataset.server).toBe(A);
  });

  it('keeps one global: the second viewer joins it, mount goes to the element\'s server and getMap asks both', () => {
    const target: { MapSVG?: unknown } = {};
    const viewerA = fakeViewer(A, 1);
    const viewerB = fakeViewer(B, 2);
    const first = installViewerGlobal(target, A, viewerA, PAGE);
    const second = installViewerGlobal(target, B, viewerB, PAGE);
    expect(second).toBe(first);
    expect(Object.keys(first.servers)).toEqual([A, B]);
    first.mount(mapElement(7, B), { id: 7 });
    first.mount(mapElement(8), { id: 8 });
    expect(viewerB.mounted).toEqual(['7']);
    expect(viewerA.mounted).toEqual(['8']);
    expect(first.getMap(2)).toMatchObject({ server: B });
    expect(first.getMap(1)).toMatchObject({ server: A });
    expect(first.getMap(3)).toBeUndefined();
  });
});
