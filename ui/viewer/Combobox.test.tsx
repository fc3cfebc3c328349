// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Combobox, COMBOBOX_TEXTS, SUGGESTION_WAIT_MS, type ComboItem } from './Combobox';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const STATES: ComboItem[] = [
  { value: 'AL', label: 'Alabama' },
  { value: 'AK', label: 'Alaska' },
  { value: 'AZ', label: 'Arizona' },
  { value: 'CO', label: 'Colorado' },
];

const mounted: Array<() => void> = [];
afterEach(() => {
  for (const unmount of mounted.splice(0)) unmount();
  vi.useRealTimers();
});

interface Harness {
  input: HTMLInputElement;
  onSelect: ReturnType<typeof vi.fn>;
  onInputChange: ReturnType<typeof vi.fn>;
  listbox(): HTMLElement;
  options(): HTMLElement[];
  status(): string | null;
  type(text: string): void;
  key(key: string, init?: KeyboardEventInit): KeyboardEvent;
}

/** Renders a combobox whose choice is kept as a parent would keep it, and hands out its parts. */
function renderCombobox(props: { items?: ComboItem[]; load?: (text: string) => Promise<ComboItem[]>; minLength?: number; initial?: ComboItem | null; noResultsText?: string } = {}): Harness {
  const onSelect = vi.fn();
  const onInputChange = vi.fn();
  function Parent() {
    const [selected, setSelected] = useState<ComboItem | null>(props.initial ?? null);
    return (
      <Combobox label="State" items={props.load ? undefined : props.items ?? STATES} load={props.load} minLength={props.minLength} selected={selected}
        onSelect={(item) => { onSelect(item); setSelected(item); }} onInputChange={onInputChange} placeholder="Choose…" noResultsText={props.noResultsText} />
    );
  }
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  act(() => root.render(<Parent />));
  mounted.push(() => { act(() => root.unmount()); host.remove(); });
  const input = host.querySelector('input') as HTMLInputElement;
  const valueSetter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  return {
    input,
    onSelect,
    onInputChange,
    listbox: () => host.querySelector('[role="listbox"]') as HTMLElement,
    options: () => [...host.querySelectorAll<HTMLElement>('[role="option"]')],
    status: () => host.querySelector('[role="status"]')?.textContent ?? null,
    type(text) {
      act(() => {
        input.focus();
        valueSetter?.call(input, text);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
    },
    key(key, init) {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
      act(() => { input.dispatchEvent(event); });
      return event;
    },
  };
}

const labels = (options: HTMLElement[]) => options.map((option) => option.textContent);
const active = (box: Harness) => box.options().find((option) => option.id === box.input.getAttribute('aria-activedescendant'))?.textContent;

describe('Combobox', () => {
  it('wires the input, label and listbox together as a WAI-ARIA combobox', () => {
    const box = renderCombobox();
    const label = document.getElementById(box.input.getAttribute('aria-labelledby') ?? '');
    expect(label?.textContent).toBe('State');
    expect(label?.getAttribute('for')).toBe(box.input.id);
    expect(box.input.getAttribute('role')).toBe('combobox');
    expect(box.input.getAttribute('aria-autocomplete')).toBe('list');
    expect(box.input.getAttribute('aria-expanded')).toBe('false');
    expect(box.input.getAttribute('aria-controls')).toBe(box.listbox().id);
    expect(box.input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(box.input.getAttribute('autocomplete')).toBe('off');
    expect(box.listbox().getAttribute('aria-labelledby')).toBe(label?.id);
    expect(box.listbox().hidden).toBe(true);
    expect(box.options()).toHaveLength(0);
  });

  it('opens on ArrowDown at the first option, moves and wraps with the arrows, jumps with Home and End, and chooses with Enter', () => {
    const box = renderCombobox();
    const down = box.key('ArrowDown');
    expect(down.defaultPrevented).toBe(true);
    expect(box.input.getAttribute('aria-expanded')).toBe('true');
    expect(box.listbox().hidden).toBe(false);
    expect(labels(box.options())).toEqual(['Alabama', 'Alaska', 'Arizona', 'Colorado']);
    expect(active(box)).toBe('Alabama');
    expect(box.options()[0]?.getAttribute('aria-selected')).toBe('true');
    expect(box.options()[0]?.className).toBe('is-highlighted');
    box.key('ArrowDown');
    expect(active(box)).toBe('Alaska');
    box.key('ArrowUp');
    box.key('ArrowUp');
    expect(active(box)).toBe('Colorado');
    box.key('ArrowDown');
    expect(active(box)).toBe('Alabama');
    box.key('End');
    expect(active(box)).toBe('Colorado');
    box.key('Home');
    expect(active(box)).toBe('Alabama');
    box.key('ArrowDown');
    const enter = box.key('Enter');
    expect(enter.defaultPrevented).toBe(true);
    expect(box.onSelect).toHaveBeenCalledExactlyOnceWith(STATES[1]);
    expect(box.input.value).toBe('Alaska');
    expect(box.input.getAttribute('aria-expanded')).toBe('false');
    expect(box.input.hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('opens on ArrowUp at the last option, and on the chosen option when there is one', () => {
    const box = renderCombobox({ initial: STATES[2] });
    expect(box.input.value).toBe('Arizona');
    box.key('ArrowUp');
    expect(active(box)).toBe('Arizona');
    box.key('Escape');
    expect(box.input.getAttribute('aria-expanded')).toBe('false');

    const fresh = renderCombobox();
    fresh.key('ArrowUp');
    expect(active(fresh)).toBe('Colorado');
  });

  it('leaves Home, End and Enter to the input and its form while the list is closed', () => {
    const box = renderCombobox();
    expect(box.key('Home').defaultPrevented).toBe(false);
    expect(box.key('End').defaultPrevented).toBe(false);
    expect(box.key('Enter').defaultPrevented).toBe(false);
    expect(box.onSelect).not.toHaveBeenCalled();
  });

  it('filters fixed options by the typed text, says when nothing matches, and clears the choice when the text is emptied', () => {
    const box = renderCombobox();
    box.type('al');
    expect(box.input.getAttribute('aria-expanded')).toBe('true');
    expect(labels(box.options())).toEqual(['Alabama', 'Alaska']);
    expect(box.input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(box.onInputChange).toHaveBeenLastCalledWith('al');
    box.key('ArrowDown');
    box.key('Enter');
    expect(box.onSelect).toHaveBeenLastCalledWith(STATES[0]);

    box.type('zz');
    expect(box.options()).toHaveLength(0);
    expect(box.status()).toBe(COMBOBOX_TEXTS.noResults);
    expect(box.listbox().getAttribute('aria-describedby')).toBe(box.listbox().parentElement?.querySelector('[role="status"]')?.id);

    box.type('');
    expect(box.onSelect).toHaveBeenLastCalledWith(null);
    expect(box.onSelect).toHaveBeenCalledTimes(2);
  });

  it('closes on the first Escape and clears the text and the choice on the second', () => {
    const box = renderCombobox({ initial: STATES[3] });
    box.key('ArrowDown');
    expect(box.key('Escape').defaultPrevented).toBe(true);
    expect(box.input.getAttribute('aria-expanded')).toBe('false');
    expect(box.input.value).toBe('Colorado');
    expect(box.onSelect).not.toHaveBeenCalled();
    box.key('Escape');
    expect(box.input.value).toBe('');
    expect(box.onSelect).toHaveBeenCalledExactlyOnceWith(null);
    expect(box.key('Escape').defaultPrevented).toBe(false);
  });

  it('activates the option under the pointer, forgets it when the pointer leaves, and chooses the clicked one', () => {
    const box = renderCombobox();
    box.type('a');
    const [, alaska, arizona] = box.options();
    act(() => { alaska?.dispatchEvent(new MouseEvent('mousemove', { bubbles: true })); });
    expect(active(box)).toBe('Alaska');
    act(() => { box.listbox().dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body })); });
    expect(box.input.hasAttribute('aria-activedescendant')).toBe(false);
    const press = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
    act(() => { arizona?.dispatchEvent(press); });
    expect(press.defaultPrevented).toBe(true);
    act(() => { arizona?.dispatchEvent(new MouseEvent('click', { bubbles: true })); });
    expect(box.onSelect).toHaveBeenCalledExactlyOnceWith(STATES[2]);
    expect(box.input.value).toBe('Arizona');
    expect(box.listbox().hidden).toBe(true);
  });

  it('scrolls the option the keyboard activates into view, to the nearest edge', () => {
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    const box = renderCombobox();
    box.key('End');
    box.key('ArrowDown');
    box.key('ArrowDown');
    expect(scroll.mock.contexts.at(-1)).toBe(box.options()[1]);
    expect(scroll).toHaveBeenLastCalledWith({ block: 'nearest' });
    scroll.mockRestore();
  });

  it('chooses the active option when focus moves on by the keyboard, and only closes when the visitor presses elsewhere', () => {
    const tabbed = renderCombobox();
    act(() => tabbed.input.focus());
    tabbed.key('ArrowDown');
    act(() => { tabbed.input.blur(); });
    expect(tabbed.onSelect).toHaveBeenCalledExactlyOnceWith(STATES[0]);
    expect(tabbed.input.getAttribute('aria-expanded')).toBe('false');

    const clicked = renderCombobox();
    act(() => clicked.input.focus());
    clicked.key('ArrowDown');
    act(() => {
      document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      clicked.input.blur();
      document.body.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
    });
    expect(clicked.onSelect).not.toHaveBeenCalled();
    expect(clicked.input.getAttribute('aria-expanded')).toBe('false');
  });

  it('loads remote suggestions once typing has paused, shows "Searching…" meanwhile and only the latest answer', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async (text: string) => [1, 2, 3, 4, 5, 6, 7].map((n) => ({ value: `${text}${n}`, label: `${text} ${n}` })));
    const box = renderCombobox({ load, minLength: 3 });
    box.type('Ch');
    await act(async () => { await vi.advanceTimersByTimeAsync(SUGGESTION_WAIT_MS * 2); });
    expect(load).not.toHaveBeenCalled();
    expect(box.status()).toBeNull();

    box.type('Chi');
    expect(box.status()).toBe(COMBOBOX_TEXTS.searching);
    await act(async () => { await vi.advanceTimersByTimeAsync(SUGGESTION_WAIT_MS - 50); });
    box.type('Chic');
    await act(async () => { await vi.advanceTimersByTimeAsync(SUGGESTION_WAIT_MS - 1); });
    expect(load).not.toHaveBeenCalled();
    await act(async () => { await vi.advanceTimersByTimeAsync(1); });
    expect(load).toHaveBeenCalledExactlyOnceWith('Chic');
    expect(box.status()).toBeNull();
    expect(labels(box.options())).toEqual(['Chic 1', 'Chic 2', 'Chic 3', 'Chic 4', 'Chic 5']);

    box.key('ArrowDown');
    box.key('ArrowDown');
    box.key('Enter');
    expect(box.onSelect).toHaveBeenCalledExactlyOnceWith({ value: 'Chic2', label: 'Chic 2' });
    expect(box.input.value).toBe('Chic 2');
    // The chosen text is not looked up again.
    await act(async () => { await vi.advanceTimersByTimeAsync(SUGGESTION_WAIT_MS * 2); });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says when a remote lookup failed, and the caller\'s text when it found nothing', async () => {
    vi.useFakeTimers();
    const failing = renderCombobox({ load: () => Promise.reject(new Error('offline')), minLength: 1 });
    failing.type('Paris');
    await act(async () => { await vi.advanceTimersByTimeAsync(SUGGESTION_WAIT_MS); });
    expect(failing.status()).toBe(COMBOBOX_TEXTS.loadFailed);
    expect(failing.options()).toHaveLength(0);

    const empty = renderCombobox({ load: async () => [], minLength: 1, noResultsText: 'No place found' });
    empty.type('Qwzxv');
    await act(async () => { await vi.advanceTimersByTimeAsync(SUGGESTION_WAIT_MS); });
    expect(empty.status()).toBe('No place found');
  });
});
