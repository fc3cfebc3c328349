import { describe, expect, it } from 'vitest';
import { defaultActions } from '../../domain/index';
import { LINKS_DISABLED_MESSAGE, ANOTHER_MAP_DISABLED_MESSAGE, NO_SUCH_FIELD_MESSAGE, planClick } from './clickActions';

const region = (data: Record<string, unknown>) => ({ kind: 'region' as const, data });

describe('planClick', () => {
  it('opens the details view by default', () => {
    expect(planClick(defaultActions().region.click, region({ id: 'US-TX' }), { editMode: false })).toEqual([{ type: 'showDetails' }]);
  });

  it('zooms first and delays the popover 400 ms for regions and 500 ms for markers', () => {
    const options = { ...defaultActions().region.click, zoom: true, zoomToLevel: 3, showDetails: false, showPopover: true };
    expect(planClick(options, region({}), { editMode: false })).toEqual([{ type: 'zoom', level: 3 }, { type: 'showPopover', delayMs: 400 }]);
    const marker = { ...defaultActions().marker.click, zoom: true, showDetails: false, showPopover: true };
    expect(planClick(marker, { kind: 'marker', data: {} }, { editMode: false })).toEqual([{ type: 'zoom', level: null }, { type: 'showPopover', delayMs: 500 }]);
  });

  it('goes to the link field of the region, in a new tab when asked', () => {
    const options = { ...defaultActions().region.click, showDetails: false, goToLink: true, newTab: true };
    expect(planClick(options, region({ link: '/texas' }), { editMode: false })).toEqual([{ type: 'goToLink', url: '/texas', newTab: true }]);
  });

  it('reports "No such field" when the link field is missing', () => {
    const options = { ...defaultActions().region.click, showDetails: false, goToLink: true, linkField: 'Region.website' };
    expect(planClick(options, region({ link: '/x' }), { editMode: false })).toEqual([{ type: 'problem', message: NO_SUCH_FIELD_MESSAGE }]);
  });

  it('disables links and another map in the edit-mode preview', () => {
    const options = { ...defaultActions().region.click, showDetails: false, goToLink: true, showAnotherMap: true, showAnotherMapField: 'Region.map' };
    expect(planClick(options, region({ link: '/x', map: 2 }), { editMode: true })).toEqual([
      { type: 'problem', message: LINKS_DISABLED_MESSAGE },
      { type: 'problem', message: ANOTHER_MAP_DISABLED_MESSAGE },
    ]);
  });

  it('writes the id to the URL only when another map is not shown', () => {
    const options = { ...defaultActions().region.click, showDetails: false, addIdToUrl: true };
    expect(planClick(options, region({}), { editMode: false })).toEqual([{ type: 'addIdToUrl' }]);
    const both = { ...options, showAnotherMap: true, showAnotherMapField: 'map', showAnotherMapContainerId: 'other' };
    expect(planClick(both, region({ map: '3' }), { editMode: false })).toEqual([{ type: 'showAnotherMap', mapId: '3', containerId: 'other' }]);
  });

  it('a touch only shows the popover when the touch action asks for it', () => {
    expect(planClick(defaultActions().region.click, region({}), { editMode: false, touch: { showPopover: true } })).toEqual([{ type: 'showPopover', delayMs: 0 }]);
  });
});
