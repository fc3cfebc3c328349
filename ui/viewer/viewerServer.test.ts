import { describe, expect, it } from 'vitest';
import { answerOnViewerServer, foreignServerOrigin, onViewerServer } from './viewerServer';

const SERVER = 'http://maps.example:8080';

describe('the viewer\'s server', () => {
  it('is the origin of the viewer\'s script on another site\'s page, and nothing on the server\'s own pages', () => {
    expect(foreignServerOrigin(`${SERVER}/dist/chunks/mount-Ab12cd34.js`, 'http://blog.example')).toBe(SERVER);
    expect(foreignServerOrigin(`${SERVER}/dist/viewer.js`, SERVER)).toBeNull();
    expect(foreignServerOrigin('file:///repo/ui/viewer/viewerServer.ts', 'http://blog.example')).toBeNull();
  });

  it('puts server addresses on the viewer\'s server and leaves full and relative addresses alone', () => {
    expect(onViewerServer('/wp-json/mapsvg/v1/', SERVER)).toBe(`${SERVER}/wp-json/mapsvg/v1/`);
    expect(onViewerServer('https://tiles.example/a.png', SERVER)).toBe('https://tiles.example/a.png');
    expect(onViewerServer('//cdn.example/a.svg', SERVER)).toBe('//cdn.example/a.svg');
    expect(onViewerServer('/maps/usa.svg', null)).toBe('/maps/usa.svg');
  });

  it('fetches a stored map\'s file from the viewer\'s server', () => {
    const answer = { map: { id: 2, title: 'World', options: { source: '/maps/world.svg', width: 10 } } };
    expect(answerOnViewerServer(answer, SERVER).map.options).toEqual({ source: `${SERVER}/maps/world.svg`, width: 10 });
    expect(answerOnViewerServer(answer, null)).toBe(answer);
    expect(answer.map.options.source).toBe('/maps/world.svg');
  });
});
