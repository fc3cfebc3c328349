import { describe, expect, it } from 'vitest';
import { announceTableWrite, onTableWrite } from './tableWrites';

describe('table writes announced to the page', () => {
  it('reaches the readers of the written table only, until they stop listening', () => {
    const heard: string[] = [];
    const offObjects = onTableWrite({ collection: 'objects', table: 'objects_1' }, () => heard.push('objects_1'));
    const offRegions = onTableWrite({ collection: 'regions', table: 'objects_1' }, () => heard.push('regions named objects_1'));

    announceTableWrite({ collection: 'objects', table: 'objects_1' });
    announceTableWrite({ collection: 'objects', table: 'objects_2' });
    offObjects();
    announceTableWrite({ collection: 'objects', table: 'objects_1' });
    offRegions();

    expect(heard).toEqual(['objects_1']);
  });
});
