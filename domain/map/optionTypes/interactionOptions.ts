import type { PanelLocation } from './dataOptions';

/** Tooltips following the mouse. */
export interface TooltipsOptions {
  on: boolean;
  position: 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right' | (string & {});
  template: string;
  maxWidth: string;
  minWidth: number;
  /** Older tooltip setting kept from stored maps: 'off', 'id', 'title', 'combined', 'custom'. */
  mode?: string;
}

/** Popovers attached to a region or marker. */
export interface PopoversOptions {
  on: boolean;
  position: string;
  template: string;
  /** Pan the map so the popover is in view. */
  centerOn: boolean;
  /** Width in px. */
  width: number;
  /** Max width in percent of the map. */
  maxWidth: number;
  /** Max height in percent of the map wrapper. */
  maxHeight: number;
  mobileFullscreen: boolean;
  resetViewboxOnClose: boolean;
}

/** Where the details view can be placed (after normalisation). */
export type DetailsViewLocation = PanelLocation | 'fullscreen';

/** The details view of a region or record. */
export interface DetailsViewOptions {
  location: DetailsViewLocation;
  containerId: string;
  width: string;
  margin: string;
  autoresize: boolean;
  /** Phones: open full screen. */
  mobileFullscreen: boolean;
}

/** What a click on a region or marker does. */
export interface ClickActionOptions {
  zoom: boolean;
  zoomToLevel: number;
  filterDirectory: boolean;
  showDetails: boolean;
  showPopover: boolean;
  goToLink: boolean;
  /** Field holding the link, e.g. Region.link or Object.link. */
  linkField: string;
  newTab: boolean;
}

/** What a click on a region does, beyond the common click actions. */
export interface RegionClickActionOptions extends ClickActionOptions {
  addIdToUrl: boolean;
  showAnotherMap: boolean;
  /** Field holding the id of the map to show. */
  showAnotherMapField: string;
  showAnotherMapContainerId: string;
  showDetailsFor: 'region' | 'objects';
  showPopoverFor: 'region' | 'objects';
}

/** What a touch does on phones. */
export interface TouchActionOptions {
  showPopover: boolean;
}

/** What hovering does. */
export interface MouseoverActionOptions {
  showTooltip: boolean;
}

/** What a click on a directory item does. */
export interface DirectoryItemClickActionOptions {
  showDetails: boolean;
  showPopover: boolean;
  goToLink: boolean;
  selectRegion: boolean;
  fireRegionOnClick: boolean;
  linkField: string;
}

/** Reactions to visitor actions. */
export interface ActionsOptions {
  region: {
    click: RegionClickActionOptions;
    touch: TouchActionOptions;
    mouseover: MouseoverActionOptions;
  };
  marker: {
    click: ClickActionOptions;
    touch: TouchActionOptions;
    mouseover: MouseoverActionOptions;
  };
  map: {
    /** After load, select the region named in the URL. */
    afterLoad: { selectRegion: boolean; selectMarker: boolean };
  };
  directoryItem: {
    click: DirectoryItemClickActionOptions;
    hover: { centerOnMarker: boolean };
  };
}

/** Handlebars templates, for regions and for markers or records. */
export interface TemplatesOptions {
  popoverRegion: string;
  popoverMarker: string;
  tooltipRegion: string;
  tooltipMarker: string;
  labelRegion: string;
  labelMarker: string;
  labelLocation: string;
  detailsViewRegion: string;
  detailsView: string;
  directory: string;
  directoryItem: string;
  directoryCategoryItem: string;
}
