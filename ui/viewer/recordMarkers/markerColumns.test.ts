import { describe, expect, it } from 'vitest';
import type { MarkerFeed } from '../../../domain/index';
import { feedColumns, pageColumns, placeFields, recordPlacesOf } from './markerColumns';

const layers = [{ id: 'shops', title: 'Shops', objects: [], visible: true }, { id: 'parking', title: 'Parking', objects: [], visible: true }];
const floors = [{ id: 'ground', title: 'Ground floor', objects: [], visible: true }];
const mapOptions = (layerField: string, floorField: string) => ({ layersControl: { field: layerField }, floorsControl: { field: floorField }, groups: layers, floors });

function feed(fields: Record<string, unknown[]>): MarkerFeed {
  return { version: 1, ids: [1, 2, 3], lat: [null, null, null], lng: [null, null, null], x: [1, 2, 3], y: [1, 2, 3], images: [], image: [-1, -1, -1], titles: ['a', 'b', 'c'], fields };
}

describe('record places', () => {
  it('asks the feed for the fields naming layers and floors, once each', () => {
    expect(placeFields(recordPlacesOf(mapOptions('kind', 'level')))).toEqual(['kind', 'level']);
    expect(placeFields(recordPlacesOf(mapOptions('kind', 'kind')))).toEqual(['kind']);
    expect(recordPlacesOf(mapOptions('', ''))).toBeNull();
  });

  it('puts each feed record into the layer and floor its values name', () => {
    const columns = feedColumns(feed({ kind: ['shops', 'Parking', 'cinema'], level: ['Ground floor', null, 'ground'] }), recordPlacesOf(mapOptions('kind', 'level')));
    expect(columns.layers).toEqual(['shops', 'parking', '']);
    expect(columns.floors).toEqual(['ground', '', 'ground']);
  });

  it('leaves the columns out without places or when the feed lacks the field', () => {
    expect(feedColumns(feed({})).layers).toBeUndefined();
    expect(feedColumns(feed({}), recordPlacesOf(mapOptions('kind', ''))).layers).toBeUndefined();
  });

  it('places the located records of a page by their own values', () => {
    const records = [
      { id: 1, kind: 'Shops', location: { svgPoint: { x: 1, y: 1 } } },
      { id: 2, kind: 'shops' },
      { id: 3, kind: 'parking', location: { svgPoint: { x: 2, y: 2 } } },
    ];
    const columns = pageColumns(records, recordPlacesOf(mapOptions('kind', '')));
    expect(columns.ids).toEqual(['record_1', 'record_3']);
    expect(columns.layers).toEqual(['shops', 'parking']);
  });
});
