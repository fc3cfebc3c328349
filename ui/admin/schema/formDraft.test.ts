import { describe, expect, it } from 'vitest';
import { defaultField } from '../../../domain/index';
import { clearFormDraft, readFormDraft, writeFormDraft } from './formDraft';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() { return items.size; },
    clear: () => items.clear(),
    getItem: (name) => items.get(name) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (name) => { items.delete(name); },
    setItem: (name, value) => { items.set(name, value); },
  };
}

describe('form drafts', () => {
  it('keeps an unsaved form per schema until it is cleared', () => {
    const storage = memoryStorage();
    const draft = { fields: [{ ...defaultField('text'), name: 'motto', label: 'Motto' }], namesEdited: [false] };
    writeFormDraft(7, draft, storage);
    expect(readFormDraft(7, storage)).toEqual(draft);
    expect(readFormDraft(8, storage)).toBeNull();
    clearFormDraft(7, storage);
    expect(readFormDraft(7, storage)).toBeNull();
  });

  it('ignores a damaged draft', () => {
    const storage = memoryStorage();
    storage.setItem('mapsvg-form-draft-7', '{"fields": 3');
    expect(readFormDraft(7, storage)).toBeNull();
  });
});
