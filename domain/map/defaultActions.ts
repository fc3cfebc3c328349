import type { ActionsOptions } from './optionTypes/interactionOptions';

/**
 * Reactions of a new map: a click on a region or marker opens the details view; links, popovers,
 * tooltips and zooming on click are opt-in.
 */
export function defaultActions(): ActionsOptions {
  return {
    region: {
      click: {
        zoom: false,
        zoomToLevel: 0,
        filterDirectory: false,
        showDetails: true,
        showDetailsFor: 'region',
        showPopover: false,
        showPopoverFor: 'region',
        goToLink: false,
        linkField: 'Region.link',
        newTab: false,
        addIdToUrl: false,
        showAnotherMap: false,
        showAnotherMapField: '',
        showAnotherMapContainerId: '',
      },
      touch: { showPopover: false },
      mouseover: { showTooltip: false },
    },
    marker: {
      click: {
        zoom: false,
        zoomToLevel: 0,
        filterDirectory: false,
        showDetails: true,
        showPopover: false,
        goToLink: false,
        linkField: 'Object.link',
        newTab: false,
      },
      touch: { showPopover: false },
      mouseover: { showTooltip: false },
    },
    map: { afterLoad: { selectRegion: true, selectMarker: true } },
    directoryItem: {
      click: {
        showDetails: true,
        showPopover: false,
        goToLink: false,
        selectRegion: true,
        fireRegionOnClick: true,
        linkField: 'Object.link',
      },
      hover: { centerOnMarker: false },
    },
  };
}
