import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { withOpenStatus } from './recordHours';
import { createPortal } from 'react-dom';
import type { MapEngine, ViewBox } from '../../engine/index';
import { drawnMapSize, placePopover, popoverCenterShift, popoverLimits, type Point, type Size } from './placement';
import { anchorMapPoint, anchorOnScreen } from './itemAnchor';
import { useOpenItems, useViewerActions, useViewerMap } from './ViewerContext';
import { useDialogFocus } from './useDialogFocus';
import { usePopoverDismiss } from './usePopoverDismiss';

const mapSize = drawnMapSize;

/** Pans the map by a screen offset. */
function panBy(engine: MapEngine, shift: Point, size: Size): void {
  const view = engine.getViewBox();
  if (!view || size.width === 0) return;
  const scale = view.width / size.width;
  engine.setViewBox({ ...view, x: view.x + shift.x * scale, y: view.y + shift.y * scale });
}

/** Moves the popover to its place: a style write, no React render. */
function moveTo(element: HTMLElement, position: Point): void {
  element.style.left = `${position.x}px`;
  element.style.top = `${position.y}px`;
}

/**
 * The popover of a region or record, over the map above its region. It follows the map as it
 * pans and zooms by writing its own position on each view change (no React render per frame),
 * can centre the map on itself, closes on its button, Escape or a mouse-up elsewhere, and goes
 * full screen on phones when mobileFullscreen is on.
 */
export const Popover = memo(function Popover() {
  const { engine, options, wrapRef, isPhone, templates } = useViewerMap();
  const { popover: item } = useOpenItems();
  const { closePopover } = useViewerActions();
  const ref = useRef<HTMLDivElement>(null);
  const viewBefore = useRef<ViewBox | null>(null);
  const fullscreen = isPhone && options.popovers.mobileFullscreen;
  const key = item ? `${item.kind}:${item.id}` : null;

  const close = useCallback(() => {
    const saved = viewBefore.current;
    viewBefore.current = null;
    if (saved && options.popovers.resetViewboxOnClose) engine?.setViewBox(saved);
    closePopover();
  }, [engine, options.popovers.resetViewboxOnClose, closePopover]);

  useDialogFocus(ref, key, close);
  usePopoverDismiss(item !== null && !fullscreen, engine, close);

  // The point the popover stands on, found once per item.
  const anchor = useMemo(() => (item ? anchorMapPoint(engine, item) : null), [engine, key]);

  const place = useCallback(() => {
    const element = ref.current;
    if (!item || !element || fullscreen) return;
    const size = mapSize(wrapRef.current);
    moveTo(element, placePopover(anchorOnScreen(engine, anchor, size), { width: element.offsetWidth, height: element.offsetHeight }, size));
  }, [engine, item, anchor, fullscreen, wrapRef]);

  // Every render (new content may change the popover's size) places it before it is painted.
  useLayoutEffect(place);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!item || !engine || !element || fullscreen || !options.popovers.centerOn) return;
    const size = mapSize(wrapRef.current);
    viewBefore.current ??= engine.getViewBox();
    panBy(engine, popoverCenterShift(anchorOnScreen(engine, anchor, size), element.offsetHeight, size), size);
    place();
    // Centre once per opened item; later pans are the visitor's.
  }, [key]);

  useEffect(() => engine?.on('viewChange', place), [engine, place]);

  if (!item) return null;
  const size = mapSize(wrapRef.current);
  const limits = popoverLimits(options.popovers, size);
  const html = item.kind === 'region' ? templates.render('popoverRegion', item.data) : withOpenStatus(templates.render('popoverMarker', item.data), item.data);
  // No left or top here: `place` owns them, and places the popover before it is first painted.
  const style = fullscreen ? undefined : {
    width: limits.width, maxWidth: limits.maxWidth, maxHeight: limits.maxHeight,
    background: options.colors.popover || undefined,
  };
  const panel = (
    <div ref={ref} className={`mapsvg-popover${fullscreen ? ' mapsvg-popover-fullscreen' : ''}`} role="dialog" aria-label={String(item.data.title ?? item.id)}
      tabIndex={-1} style={style} data-item-id={item.id}>
      <button type="button" className="mapsvg-popover-close" aria-label="Close popover" onClick={close}>×</button>
      <div className="mapsvg-popover-content" dangerouslySetInnerHTML={{ __html: html }} />
      {fullscreen && <button type="button" className="mapsvg-mobile-close" onClick={close}>{options.mobileView.labelClose}</button>}
    </div>
  );
  return fullscreen ? createPortal(panel, document.body) : panel;
});
