import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';

/** What {@link useCombobox} is given: the options shown now and the caller's controlled state. */
interface UseComboboxOptions<T> {
  /** The options the listbox shows now (already filtered or loaded). */
  items: readonly T[];
  /** The text of the input; the caller owns it. */
  inputValue: string;
  /** The chosen option, or null; the caller owns it. */
  selectedItem: T | null;
  /** The text an option shows and puts into the input when chosen. */
  itemToString(item: T): string;
  /** The text changed: typed, set by a choice, or cleared by Escape. */
  onInputValueChange(text: string): void;
  /** Another option was chosen, or the choice was cleared (null). */
  onSelectedItemChange(item: T | null): void;
}

/** The props {@link useCombobox} hands to each part of the markup, and its state. */
interface ComboboxParts {
  isOpen: boolean;
  /** The option shown as active (`aria-activedescendant`), -1 when none. */
  highlightedIndex: number;
  getLabelProps(): { id: string; htmlFor: string };
  getInputProps(): ComboboxInputProps;
  getListboxProps(): ComboboxListboxProps;
  getOptionProps(index: number): ComboboxOptionProps;
}

/** Props of the text input (role `combobox`). */
interface ComboboxInputProps {
  id: string;
  role: 'combobox';
  'aria-autocomplete': 'list';
  'aria-expanded': boolean;
  'aria-controls': string;
  'aria-labelledby': string;
  'aria-activedescendant': string | undefined;
  autoComplete: 'off';
  value: string;
  onChange(event: { target: { value: string } }): void;
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
  onBlur(event: FocusEvent<HTMLInputElement>): void;
  onClick(): void;
}

/** Props of the popup list (role `listbox`). */
interface ComboboxListboxProps {
  id: string;
  role: 'listbox';
  'aria-labelledby': string;
  ref(element: HTMLElement | null): void;
  onMouseDown(event: MouseEvent): void;
  onMouseLeave(): void;
}

/** Props of one option (role `option`). */
interface ComboboxOptionProps {
  id: string;
  role: 'option';
  'aria-selected': boolean;
  onMouseMove(): void;
  onClick(): void;
}

/** Wraps `index + step` around the ends of a list of `count` options, as the arrow keys do. */
function stepIndex(index: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (index < 0 || index >= count) return step > 0 ? 0 : count - 1;
  return (index + step + count) % count;
}

/**
 * A combobox with a listbox popup after the WAI-ARIA 1.2 pattern, for a text input whose
 * options the caller filters or loads. Focus stays in the input and the active option is named
 * by `aria-activedescendant`: ArrowDown/ArrowUp open the list (on the chosen option, else the
 * first or last) and move through it, wrapping; Home/End jump while it is open; Enter chooses
 * the active option; Escape closes the list, and on a closed list clears the text and the choice;
 * Alt+ArrowDown opens without activating, Alt+ArrowUp chooses and closes. Typing opens the list;
 * emptying the text clears the choice. The pointer activates the option under it and a click
 * chooses it. Leaving the input closes the list, choosing the active option when focus moved on
 * by the keyboard (Tab), not when the visitor clicked elsewhere.
 */
export function useCombobox<T>({ items, inputValue, selectedItem, itemToString, onInputValueChange, onSelectedItemChange }: UseComboboxOptions<T>): ComboboxParts {
  const [isOpen, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(-1);
  const base = useId();
  const labelId = `${base}label`;
  const inputId = `${base}input`;
  const listboxId = `${base}listbox`;
  const optionId = (index: number) => `${base}option-${index}`;
  const listbox = useRef<HTMLElement | null>(null);
  // Only keyboard moves scroll the list: scrolling under a moving pointer would move the option away from it.
  const scrollToActive = useRef(false);
  // A press outside blurs the input before its click: that blur closes without choosing.
  const pressedOutside = useRef(false);
  // Options may be replaced under the highlight (a new lookup answer); an index past them names nothing.
  const active = highlighted < items.length ? highlighted : -1;
  const selectedIndex = selectedItem === null ? -1 : items.indexOf(selectedItem);

  const highlight = (index: number, byKeyboard: boolean) => {
    scrollToActive.current = byKeyboard;
    setHighlighted(index);
  };
  const open = (index: number) => {
    setOpen(true);
    highlight(index, true);
  };
  const close = () => {
    setOpen(false);
    setHighlighted(-1);
  };
  const choose = (index: number) => {
    close();
    const item = items[index];
    if (item === undefined) return;
    if (item !== selectedItem) onSelectedItemChange(item);
    const text = itemToString(item);
    if (text !== inputValue) onInputValueChange(text);
  };
  const clear = () => {
    if (selectedItem !== null) onSelectedItemChange(null);
    if (inputValue !== '') onInputValueChange('');
  };

  useEffect(() => {
    if (!isOpen || active < 0 || !scrollToActive.current) return;
    listbox.current?.ownerDocument.getElementById(`${base}option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [isOpen, active, base]);

  useEffect(() => {
    if (!isOpen) return undefined;
    const document = listbox.current?.ownerDocument;
    if (!document) return undefined;
    const input = document.getElementById(inputId);
    const inside = (target: EventTarget | null) => target instanceof Node && (input?.contains(target) || listbox.current?.contains(target)) === true;
    const onDown = (event: Event) => {
      pressedOutside.current = !inside(event.target);
      // The input may not have focus (a script moved it): a press outside still closes the list.
      if (pressedOutside.current && document.activeElement !== input) close();
    };
    const onUp = () => { pressedOutside.current = false; };
    document.addEventListener('pointerdown', onDown, true);
    document.addEventListener('pointerup', onUp, true);
    return () => {
      document.removeEventListener('pointerdown', onDown, true);
      document.removeEventListener('pointerup', onUp, true);
      pressedOutside.current = false;
    };
  }, [isOpen, inputId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!isOpen) open(event.altKey && selectedIndex < 0 ? -1 : selectedIndex >= 0 ? selectedIndex : stepIndex(-1, 1, items.length));
        else highlight(stepIndex(active, 1, items.length), true);
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (!isOpen) open(selectedIndex >= 0 ? selectedIndex : stepIndex(-1, -1, items.length));
        else if (event.altKey) choose(active);
        else highlight(stepIndex(active, -1, items.length), true);
        return;
      case 'Home':
      case 'End':
        // On a closed list the keys move the caret, as in any text input.
        if (!isOpen) return;
        event.preventDefault();
        highlight(items.length === 0 ? -1 : event.key === 'Home' ? 0 : items.length - 1, true);
        return;
      case 'Enter':
        // A closed list leaves Enter to the form; an IME composing text needs its own Enter.
        if (!isOpen || event.nativeEvent.isComposing) return;
        event.preventDefault();
        choose(active);
        return;
      case 'Escape':
        if (isOpen) {
          event.preventDefault();
          close();
        } else if (inputValue !== '' || selectedItem !== null) {
          event.preventDefault();
          clear();
        }
        return;
      default:
    }
  };

  return {
    isOpen,
    highlightedIndex: isOpen ? active : -1,
    getLabelProps: () => ({ id: labelId, htmlFor: inputId }),
    getInputProps: () => ({
      id: inputId,
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': isOpen,
      'aria-controls': listboxId,
      'aria-labelledby': labelId,
      'aria-activedescendant': isOpen && active >= 0 ? optionId(active) : undefined,
      autoComplete: 'off',
      value: inputValue,
      onChange: (event) => {
        const text = event.target.value;
        setOpen(true);
        highlight(-1, false);
        onInputValueChange(text);
        if (text === '' && selectedItem !== null) onSelectedItemChange(null);
      },
      onKeyDown,
      onBlur: () => {
        if (!isOpen) return;
        if (pressedOutside.current) close();
        else choose(active);
      },
      onClick: () => {
        if (isOpen) close();
        else open(selectedIndex);
      },
    }),
    getListboxProps: () => ({
      id: listboxId,
      role: 'listbox',
      'aria-labelledby': labelId,
      ref: (element) => { listbox.current = element; },
      // Keeps focus in the input when an option is pressed, so the click chooses it.
      onMouseDown: (event) => event.preventDefault(),
      onMouseLeave: () => highlight(-1, false),
    }),
    getOptionProps: (index) => ({
      id: optionId(index),
      role: 'option',
      'aria-selected': index === active,
      onMouseMove: () => { if (index !== active) highlight(index, false); },
      onClick: () => choose(index),
    }),
  };
}
