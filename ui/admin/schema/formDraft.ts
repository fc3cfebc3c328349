import type { SchemaField } from '../../../domain/index';

/** An unsaved form kept for the tab's session, so a reload does not lose added or moved fields. */
interface FormDraft {
  fields: SchemaField[];
  /** Per field, whether its name was typed by hand (the label no longer renames it). */
  namesEdited: boolean[];
}

const key = (schemaId: number) => `mapsvg-form-draft-${schemaId}`;

/** The draft kept for a schema, if any (storage that cannot be read counts as none). */
export function readFormDraft(schemaId: number, storage: Storage | undefined = globalThis.sessionStorage): FormDraft | null {
  try {
    const text = storage?.getItem(key(schemaId));
    if (!text) return null;
    const draft = JSON.parse(text) as Partial<FormDraft>;
    if (!Array.isArray(draft.fields) || !Array.isArray(draft.namesEdited)) return null;
    return { fields: draft.fields, namesEdited: draft.namesEdited.map(Boolean) };
  } catch {
    return null;
  }
}

/** Keeps the draft of a schema (best effort: a full or blocked storage only loses the draft). */
export function writeFormDraft(schemaId: number, draft: FormDraft, storage: Storage | undefined = globalThis.sessionStorage): void {
  try {
    storage?.setItem(key(schemaId), JSON.stringify(draft));
  } catch {
    // Nothing to do: the guard still asks before leaving.
  }
}

/** Forgets the draft of a schema (saved or discarded). */
export function clearFormDraft(schemaId: number, storage: Storage | undefined = globalThis.sessionStorage): void {
  try {
    storage?.removeItem(key(schemaId));
  } catch {
    // Storage blocked: there is no draft to forget.
  }
}
