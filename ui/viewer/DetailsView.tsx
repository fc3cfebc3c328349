import { memo, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useOpenItems, useViewerActions, useViewerMap } from './ViewerContext';
import { useDialogFocus } from './useDialogFocus';
import { withOpeningHours } from './recordHours';

/**
 * The details view of the open region or record: a panel in its container (or full screen on
 * phones). Its toolbar button closes it, which deselects the region and the directory item.
 */
export const DetailsView = memo(function DetailsView({ fullscreen = false }: { fullscreen?: boolean }) {
  const { templates, options } = useViewerMap();
  const { closeDetails } = useViewerActions();
  const panelRef = useRef<HTMLElement>(null);
  const item = useOpenItems().details;
  useDialogFocus(panelRef, item ? `${item.kind}:${item.id}` : null, closeDetails);
  if (!item) return null;
  const html = item.kind === 'region' ? templates.render('detailsViewRegion', item.data) : withOpeningHours(templates.render('detailsView', item.data), item.data);
  const title = String(item.data.title ?? item.id);
  const background = options.colors.detailsView || undefined;
  const panel = (
    <section
      ref={panelRef}
      className={`mapsvg-details-view${fullscreen ? ' mapsvg-details-fullscreen' : ''}`}
      role="dialog"
      aria-modal={fullscreen ? true : undefined}
      aria-label={`Details: ${title}`}
      tabIndex={-1}
      style={{ background }}
      data-item-kind={item.kind}
      data-item-id={item.id}
    >
      <div className="mapsvg-details-toolbar">
        <button type="button" className="mapsvg-details-close" onClick={closeDetails} aria-label="Close details">
          {fullscreen ? options.mobileView.labelClose : '×'}
        </button>
      </div>
      <div className="mapsvg-details-content" dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
  // Full screen goes to the body, so no container's overflow or containment can clip it.
  return fullscreen ? createPortal(panel, document.body) : panel;
});
