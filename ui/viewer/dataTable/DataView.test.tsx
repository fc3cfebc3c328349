// @vitest-environment happy-dom
import { act, createRef } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import type { DataRecord } from '../../../domain/index';
import type { MapEngine } from '../../../engine/index';
import { RecordList, type RecordReader } from '../../data/index';
import { DataView } from './DataView';
import { setShownData } from './shownData';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function fakeEngine() {
  const clicked: string[] = [];
  const engine = {
    regions: () => [
      { id: 'CA', title: 'California', disabled: false },
      { id: 'TX', title: 'Texas', disabled: false },
      { id: 'WY', title: 'Wyoming', disabled: false },
    ],
    clickRegion: (id: string) => clicked.push(id),
  };
  return { engine: engine as unknown as MapEngine, clicked };
}

/** Mounts the view beside a listbox like the engine's accessibility mirror. */
function mount(engine: MapEngine, altText: string, extra: { noun?: { singular?: string; plural?: string }; records?: RecordList<DataRecord> } = {}) {
  const wrap = document.createElement('div');
  const listbox = document.createElement('div');
  listbox.setAttribute('role', 'listbox');
  listbox.setAttribute('aria-describedby', 'count');
  const host = document.createElement('div');
  wrap.append(listbox, host);
  document.body.append(wrap);
  const wrapRef = createRef<HTMLDivElement>() as { current: HTMLDivElement | null };
  wrapRef.current = wrap;
  const root = createRoot(host);
  act(() => root.render(<DataView engine={engine} wrapRef={wrapRef} altText={altText} {...extra} />));
  const description = () => {
    const ids = (listbox.getAttribute('aria-describedby') ?? '').split(' ');
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join('|');
  };
  return { wrap, root, description, listbox };
}

/** A records table of stores on states, answered from memory. */
function storesReader(): RecordReader<DataRecord> {
  const records: DataRecord[] = [
    { id: 1, title: 'Austin store', sales: 700, regions: [{ id: 'TX', title: 'Texas' }] },
    { id: 2, title: 'Dallas store', sales: 300, regions: [{ id: 'TX', title: 'Texas' }] },
    { id: 3, title: 'Online shop', sales: 50, regions: [] },
  ];
  return { list: () => Promise.resolve({ records, hasNextPage: false }), get: () => Promise.reject(new Error('not used')) };
}

const button = (wrap: HTMLElement, text: string) => [...wrap.querySelectorAll('button')].find((element) => element.textContent === text) as HTMLButtonElement;

describe('DataView', () => {
  it("names the regions in the map's words in the description, the table's caption and its header", () => {
    const { engine } = fakeEngine();
    setShownData(engine, { field: 'population', values: new Map([['CA', 39_000_000], ['TX', 29_000_000], ['WY', undefined]]), coloring: '5 quantile classes' });
    const { wrap, root, description } = mount(engine, '', { noun: { singular: 'state', plural: 'states' } });
    expect(description()).toMatch(/^3 states coloured by population in 5 quantile classes; /);
    act(() => button(wrap, 'Data table').click());
    expect(wrap.querySelector('caption')?.textContent).toBe('States and their population, 3 rows');
    expect(wrap.querySelector('thead th')?.textContent).toBe('State');
    act(() => root.unmount());
  });

  it('lists the records with their own values when records colour the map; a record row selects its region', async () => {
    const { engine, clicked } = fakeEngine();
    const recordValues = new Map([['1', 700], ['2', 300], ['3', 50]]);
    setShownData(engine, { field: 'sales', source: 'database', values: new Map([['TX', 1000], ['CA', undefined], ['WY', undefined]]), recordValues, coloring: 'a linear gradient' });
    const records = new RecordList<DataRecord>(storesReader());
    await records.load();
    const { wrap, root } = mount(engine, '', { records });
    act(() => button(wrap, 'Data table').click());
    act(() => button(wrap, 'Records').click());
    expect(button(wrap, 'Records').getAttribute('aria-pressed')).toBe('true');
    expect([...wrap.querySelectorAll('tbody tr')].map((row) => row.textContent)).toEqual(['Austin store700', 'Dallas store300', 'Online shop50']);
    expect(wrap.querySelector('caption')?.textContent).toBe('Records and their sales, 3 rows');
    act(() => button(wrap, 'Dallas store').click());
    expect(clicked).toEqual(['TX']);
    // A record linked to no region has nothing to select: its name is plain text.
    expect(button(wrap, 'Online shop')).toBeUndefined();
    act(() => button(wrap, 'Regions').click());
    expect([...wrap.querySelectorAll('tbody tr')].map((row) => row.textContent)[0]).toBe('Texas1,000');
    act(() => root.unmount());
  });

  it('describes the map with its listbox from the coloured values, and lists them in the data table', () => {
    const { engine, clicked } = fakeEngine();
    setShownData(engine, { field: 'population', values: new Map([['CA', 39_000_000], ['TX', 29_000_000], ['WY', undefined]]), coloring: '5 quantile classes' });
    const { wrap, root, description } = mount(engine, '');
    expect(description()).toContain('3 regions coloured by population in 5 quantile classes; highest: California, 39M; lowest: Texas, 29M; 1 without data.');
    const toggle = [...wrap.querySelectorAll('button')].find((button) => button.textContent === 'Data table');
    act(() => toggle?.click());
    const rows = [...wrap.querySelectorAll('tbody tr')].map((row) => row.textContent);
    expect(rows).toEqual(['California39,000,000', 'Texas29,000,000', 'WyomingNo data']);
    act(() => (wrap.querySelector('tbody button') as HTMLButtonElement).click());
    expect(clicked).toEqual(['CA']);
    act(() => root.unmount());
  });

  it("uses the admin's alternative text instead of the generated description", () => {
    const { engine } = fakeEngine();
    setShownData(engine, { field: 'population', values: new Map([['CA', 1]]), coloring: 'a linear gradient' });
    const { root, description, listbox } = mount(engine, 'Population of the western states, 2020 census.');
    expect(description()).toBe('Population of the western states, 2020 census.|');
    act(() => root.unmount());
    expect(listbox.getAttribute('aria-describedby')).toBe('count');
  });
});
