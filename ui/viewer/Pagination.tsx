import { useDirectoryItems, type DirectoryItems } from './useDirectoryItems';
import { useViewerMap } from './ViewerContext';

/**
 * Prev / Next links of the records pages: hidden when there is only one page, previous disabled
 * on the first page and next on the last.
 */
export function Pagination({ paging, where }: { paging: DirectoryItems; where: 'map' | 'directory' }) {
  const { options } = useViewerMap();
  const { pagination } = options.database;
  if (!pagination.on || options.menu.source !== 'database') return null;
  if (pagination.showIn !== 'both' && pagination.showIn !== where) return null;
  if (paging.page <= 1 && !paging.hasNextPage) return null;
  return (
    <nav className={`mapsvg-pagination mapsvg-pagination-${where}`} aria-label={`Pages (${where})`}>
      <button type="button" className="mapsvg-button" disabled={paging.page <= 1} onClick={paging.prev}>{pagination.prev}</button>
      <span className="mapsvg-pagination-page">Page {paging.page}</span>
      <button type="button" className="mapsvg-button" disabled={!paging.hasNextPage} onClick={paging.next}>{pagination.next}</button>
    </nav>
  );
}

/**
 * The pagination over the map. It follows the directory's pages itself, so a new page renders
 * only this component, not the other overlays beside it.
 */
export function MapPagination() {
  const paging = useDirectoryItems('', null);
  return <Pagination paging={paging} where="map" />;
}
