import { useEffect, useId, useRef, useState } from 'react';
import { useCombobox } from './useCombobox';

/** One choice of a combobox. */
export interface ComboItem {
  value: string;
  label: string;
  /** Anything the caller needs back (a place's coordinates, a post). */
  payload?: unknown;
}

/** Texts of the dropdown (spec 9 "Library defaults"). */
export const COMBOBOX_TEXTS = {
  searching: 'Searching…',
  noResults: 'No results found',
  loadFailed: 'The results could not be loaded.',
  loadingMore: 'Loading more results…',
} as const;

/** Suggestions shown at most, and the wait between lookups while typing (spec 9). */
const SUGGESTION_LIMIT = 5;
export const SUGGESTION_WAIT_MS = 300;

interface ComboboxProps {
  label: string;
  /** Fixed choices filtered by the typed text, or a loader for remote ones. */
  items?: ComboItem[];
  load?: (text: string) => Promise<ComboItem[]>;
  /** Text a lookup needs before it runs (addresses 3, posts 1). */
  minLength?: number;
  /** Shown at most; unlimited for fixed choices unless given. */
  limit?: number;
  selected: ComboItem | null;
  onSelect(item: ComboItem | null): void;
  /** Every typed change (zip mode looks up at a given length). */
  onInputChange?(text: string): void;
  placeholder?: string;
  className?: string;
  /** Shown when a lookup finds nothing; the library's default text otherwise. */
  noResultsText?: string;
}

type Status = 'idle' | 'searching' | 'failed';

/**
 * A searchable select or address box on our own {@link useCombobox} (WAI-ARIA 1.2 combobox:
 * arrow keys, Home/End, Enter, Escape, `aria-activedescendant`). Remote lookups wait 300 ms
 * after typing stops and only the latest answer is shown; clearing the input clears the value.
 */
export function Combobox({ label, items, load, minLength = 0, limit, selected, onSelect, onInputChange, placeholder, className, noResultsText = COMBOBOX_TEXTS.noResults }: ComboboxProps) {
  const [input, setInput] = useState(selected?.label ?? '');
  const [remote, setRemote] = useState<ComboItem[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  const sequence = useRef(0);
  const listId = useId();

  useEffect(() => { setInput(selected?.label ?? ''); }, [selected]);

  useEffect(() => {
    if (!load) return undefined;
    const text = input.trim();
    if (text.length < minLength || text === selected?.label) {
      setRemote([]);
      setStatus('idle');
      return undefined;
    }
    const current = ++sequence.current;
    setStatus('searching');
    const timer = window.setTimeout(() => {
      load(text).then(
        (found) => { if (current === sequence.current) { setRemote(found); setStatus('idle'); } },
        () => { if (current === sequence.current) { setRemote([]); setStatus('failed'); } },
      );
    }, SUGGESTION_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [input, load, minLength, selected]);

  const needle = input.trim().toLowerCase();
  const shown = (load ? remote : (items ?? []).filter((item) => !needle || item.label.toLowerCase().includes(needle) || selected?.label === input))
    .slice(0, limit ?? (load ? SUGGESTION_LIMIT : undefined));

  const combo = useCombobox<ComboItem>({
    items: shown,
    inputValue: input,
    selectedItem: selected,
    itemToString: (item) => item.label,
    onInputValueChange: (text) => {
      setInput(text);
      onInputChange?.(text);
    },
    onSelectedItemChange: onSelect,
  });

  const message = status === 'searching' ? COMBOBOX_TEXTS.searching
    : status === 'failed' ? COMBOBOX_TEXTS.loadFailed
      : shown.length === 0 && needle.length >= Math.max(1, minLength) && input !== selected?.label ? noResultsText : null;

  return (
    <div className={`mapsvg-combobox ${className ?? ''}`}>
      <label className="mapsvg-filter-label" {...combo.getLabelProps()}>{label}</label>
      <input className="mapsvg-input" placeholder={placeholder} {...combo.getInputProps()} />
      <ul className="mapsvg-combobox-menu" {...combo.getListboxProps()} aria-describedby={message ? `${listId}-status` : undefined} hidden={!combo.isOpen || (shown.length === 0 && !message)}>
        {combo.isOpen && shown.map((item, index) => (
          <li key={`${item.value}-${index}`} className={combo.highlightedIndex === index ? 'is-highlighted' : undefined} {...combo.getOptionProps(index)}>
            {item.label}
          </li>
        ))}
      </ul>
      {combo.isOpen && message && <div id={`${listId}-status`} className="mapsvg-combobox-status" role="status">{message}</div>}
    </div>
  );
}
