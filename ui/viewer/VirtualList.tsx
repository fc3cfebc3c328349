import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { rowTops, virtualRange } from './virtualRange';

/** Height assumed for a row until it has been measured. */
const ESTIMATED_ROW_PX = 44;

interface VirtualListProps {
  count: number;
  /** A stable key per row, so measured heights follow rows when the list changes. */
  rowKey(index: number): string;
  renderRow(index: number): ReactNode;
  height: string;
  label: string;
  /** Scroll this row into view (the item selected on the map). */
  scrollToIndex?: number;
}

/**
 * A list that keeps only the rows in view (plus a few) in the DOM; rows are measured once drawn,
 * so templates of any height work and 10,000 items scroll smoothly.
 */
export function VirtualList({ count, rowKey, renderRow, height, label, scrollToIndex }: VirtualListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const heights = useRef(new Map<string, number>());
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(400);
  const [measured, setMeasured] = useState(0);

  const tops = useMemo(
    () => rowTops(count, (index) => heights.current.get(rowKey(index)) ?? ESTIMATED_ROW_PX),
    // `measured` bumps when a row's height is learnt.
    [count, rowKey, measured],
  );
  const range = virtualRange(tops, scrollTop, viewport);

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    setViewport(element.clientHeight || 400);
    let changed = false;
    for (const row of Array.from(element.querySelectorAll<HTMLElement>('[data-row-key]'))) {
      const key = row.dataset.rowKey ?? '';
      const size = row.offsetHeight;
      if (size > 0 && heights.current.get(key) !== size) {
        heights.current.set(key, size);
        changed = true;
      }
    }
    if (changed) setMeasured((value) => value + 1);
  });

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element || scrollToIndex === undefined || scrollToIndex < 0) return;
    const top = tops[scrollToIndex] ?? 0;
    const bottom = tops[scrollToIndex + 1] ?? top;
    if (top < element.scrollTop || bottom > element.scrollTop + element.clientHeight) element.scrollTop = top;
    // Only when the target changes, not on every measurement.
  }, [scrollToIndex]);

  const rows: ReactNode[] = [];
  for (let index = range.start; index < range.end; index += 1) {
    // Only a window of rows exists in the page: set size and position tell assistive technology
    // (and tests) where each one sits in the whole list.
    rows.push(<li key={rowKey(index)} data-row-key={rowKey(index)} aria-setsize={count} aria-posinset={index + 1} className="mapsvg-directory-row">{renderRow(index)}</li>);
  }
  return (
    <div ref={scrollRef} className="mapsvg-directory-scroll" style={{ height }} onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}>
      <div style={{ height: range.total, position: 'relative' }}>
        <ul className="mapsvg-directory-list" aria-label={label} style={{ transform: `translateY(${range.offset}px)` }}>
          {rows}
        </ul>
      </div>
    </div>
  );
}
