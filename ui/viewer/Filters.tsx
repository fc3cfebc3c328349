import { useEffect, useRef, useState } from 'react';
import { countActiveFilters, emptyFilterValues, valueFields, type FilterValues } from './filterQuery';
import { FilterField } from './FilterField';
import { useViewerActions, useViewerData, useViewerMap } from './ViewerContext';
import { useDialogFocus } from './useDialogFocus';

/**
 * The filters form. Without a search button every change applies at once; with one, changes
 * wait for it. Clear resets every input and raises `cleared.filters`.
 */
export function FiltersForm() {
  const { options, events } = useViewerMap();
  const { filterValues } = useViewerData();
  const { setFilterValues } = useViewerActions();
  const fields = options.filtersSchema;
  const [draft, setDraft] = useState<FilterValues>(filterValues);
  useEffect(() => setDraft(filterValues), [filterValues]);

  const change = (name: string, value: unknown) => {
    const next = { ...draft, [name]: value };
    setDraft(next);
    if (!options.filters.searchButton) setFilterValues(next);
  };
  const clear = () => {
    const empty = emptyFilterValues(fields);
    setDraft(empty);
    setFilterValues(empty);
    events.emit('cleared.filters', {});
  };
  return (
    <form className="mapsvg-filters" role="search" aria-label="Filters" style={{ width: options.filters.width || undefined, padding: options.filters.padding || undefined }}
      onSubmit={(event) => { event.preventDefault(); setFilterValues(draft); }}>
      {valueFields(fields).map((field) => (
        <FilterField key={field.name} field={field} value={draft[field.name]} onChange={(value) => change(field.name, value)} />
      ))}
      <div className="mapsvg-filters-buttons">
        {options.filters.searchButton && <button type="submit" className="mapsvg-button mapsvg-button-primary">{options.filters.searchButtonText}</button>}
        {options.filters.clearButton && <button type="button" className="mapsvg-button" onClick={clear}>{options.filters.clearButtonText}</button>}
      </div>
    </form>
  );
}

/** The filters behind a button whose caption counts the active filters; the form opens as a modal. */
export function FiltersModal() {
  const { options } = useViewerMap();
  const { filterValues } = useViewerData();
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  useDialogFocus(panelRef, open ? 'filters' : null, () => setOpen(false));
  const count = countActiveFilters(options.filtersSchema, filterValues);
  const caption = `${options.filters.showButtonText}${count > 0 ? ` (${count})` : ''}`;
  return (
    <div className="mapsvg-filters-modal-host">
      <button type="button" className="mapsvg-button mapsvg-filters-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>{caption}</button>
      {open && (
        <div ref={panelRef} className="mapsvg-filters-modal" role="dialog" aria-label="Filters" tabIndex={-1}
          style={{ background: options.colors.modalFilters || undefined }}>
          <button type="button" className="mapsvg-modal-close" aria-label="Close filters" onClick={() => setOpen(false)}>×</button>
          <FiltersForm />
        </div>
      )}
    </div>
  );
}
