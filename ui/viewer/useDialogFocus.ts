import { useEffect, useRef, type RefObject } from 'react';

/**
 * Moves focus into a dialog-like panel when it opens (to the panel itself, so screen readers
 * announce it) and back to whatever had focus before when it closes. Escape calls `onClose`.
 */
export function useDialogFocus(panelRef: RefObject<HTMLElement | null>, openKey: string | null, onClose: () => void): void {
  const returnTo = useRef<HTMLElement | null>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const panel = panelRef.current;
    if (!openKey || !panel) return undefined;
    if (!panel.contains(document.activeElement)) {
      const active = document.activeElement;
      returnTo.current = active instanceof HTMLElement && active !== document.body ? active : returnTo.current;
      panel.focus({ preventScroll: true });
      // A map click ends after its handlers ran and may move focus to the map; take it back.
      window.setTimeout(() => { if (panel.isConnected && !panel.contains(document.activeElement)) panel.focus({ preventScroll: true }); }, 0);
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      close.current();
    };
    panel.addEventListener('keydown', onKey);
    return () => panel.removeEventListener('keydown', onKey);
  }, [panelRef, openKey]);

  useEffect(() => {
    const restore = () => {
      const target = returnTo.current;
      returnTo.current = null;
      if (target?.isConnected) target.focus({ preventScroll: true });
    };
    if (!openKey) restore();
  }, [openKey]);

  // Panels that unmount when closed restore focus on the way out.
  useEffect(() => () => {
    const target = returnTo.current;
    returnTo.current = null;
    if (target?.isConnected) target.focus({ preventScroll: true });
  }, []);
}
