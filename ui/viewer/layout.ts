import { PHONE_MAX_WIDTH_PX, normalizeDetailsViewLocation, parseContainerSize, parseFilterLocation } from '../../domain/index';
import type { ContainerName, MapOptions } from '../../domain/index';

/** The media query of a phone (spec 9: at most `PHONE_MAX_WIDTH_PX` wide). */
export const PHONE_MEDIA_QUERY = `(max-width: ${PHONE_MAX_WIDTH_PX}px)`;

/** Where a panel is placed. */
export type Slot = ContainerName | 'map' | 'custom' | 'modal' | 'fullscreen';

/** The containers around the map, in the order they are laid out. */
const CONTAINER_NAMES: readonly ContainerName[] = ['header', 'leftSidebar', 'rightSidebar', 'footer'];

/** Where each overlay goes and how big each container is. */
export interface ViewerLayout {
  directory: Slot | null;
  filters: Slot | null;
  details: Slot;
  /** Containers holding at least one panel, with their CSS sizes. */
  containers: Partial<Record<ContainerName, { width: string; height: string }>>;
  /** Phones: the directory hides behind Map / List buttons. */
  directoryToggle: boolean;
  /** Messages for the console (a missing filters container). */
  problems: string[];
}

/** What the layout needs to know about the page. */
interface LayoutContext {
  isPhone: boolean;
  /** Whether an element with this id exists on the page. */
  elementExists(id: string): boolean;
}

function directorySlot(options: MapOptions, context: LayoutContext): Slot | null {
  if (!options.menu.on) return null;
  const location = context.isPhone && options.menu.locationMobile ? options.menu.locationMobile : options.menu.location;
  if (location === 'custom') return options.menu.containerId && context.elementExists(options.menu.containerId) ? 'custom' : null;
  return location;
}

function filtersSlot(options: MapOptions, context: LayoutContext, problems: string[]): Slot | null {
  const filters = options.filters;
  if (!filters.on || options.filtersSchema.length === 0) return null;
  if (context.isPhone && filters.hideOnMobile) return null;
  if (filters.hide) return 'modal';
  const location = parseFilterLocation(filters.location);
  if (location !== 'custom') return location;
  if (filters.containerId && context.elementExists(filters.containerId)) return 'custom';
  problems.push(`filter container #${filters.containerId} does not exist`);
  return null;
}

function detailsSlot(options: MapOptions, context: LayoutContext): Slot {
  if (context.isPhone && options.detailsView.mobileFullscreen) return 'fullscreen';
  const location = normalizeDetailsViewLocation(options.detailsView.location, options.menu.location === 'rightSidebar' ? 'right' : 'left') ?? 'map';
  if (location === 'custom') return options.detailsView.containerId && context.elementExists(options.detailsView.containerId) ? 'custom' : 'map';
  return location;
}

/**
 * Decides where the directory, filters and details view go. A container is laid out only when
 * something is placed in it; its size gets px appended when it has no unit. On phones the
 * directory (with hideOnMobile) hides behind the Map / List toggle, filters with hideOnMobile
 * are left out, and the details view with mobileFullscreen covers the screen.
 */
export function computeLayout(options: MapOptions, context: LayoutContext): ViewerLayout {
  const problems: string[] = [];
  const directory = directorySlot(options, context);
  const filters = filtersSlot(options, context, problems);
  const details = detailsSlot(options, context);
  const directoryToggle = context.isPhone && directory !== null && options.menu.hideOnMobile;
  const used = new Set<Slot | null>([directoryToggle ? null : directory, filters, details]);
  const containers: ViewerLayout['containers'] = {};
  for (const name of CONTAINER_NAMES) {
    if (!used.has(name)) continue;
    const size = options.containers[name];
    containers[name] = { width: parseContainerSize(size.width), height: parseContainerSize(size.height) };
  }
  return { directory, filters, details, containers, directoryToggle, problems };
}
