import type { KeyboardEvent, ReactNode } from 'react';
import type { SchemaField } from '../../../domain/index';
import { FieldSettings } from './FieldSettings';
import { SortableFieldList } from './SortableFieldList';
import { moveItem, withLabel, withName, type BuilderField } from './fieldEditing';

interface FieldListEditorProps {
  items: readonly BuilderField[];
  onItems: (next: BuilderField[]) => void;
  /** The field whose settings are open (one at a time). */
  open: string | null;
  onOpen: (key: string | null) => void;
  /** Indexes of fields the last check found wrong (highlighted). */
  invalid?: ReadonlySet<number>;
  /** Extra settings shown under a field's own (filters: how an option field is shown). */
  extraSettings?: (item: BuilderField, change: (changes: Partial<SchemaField>) => void) => ReactNode;
}

/**
 * The form elements of the form builder, the same for data forms and filter forms: a
 * drag-sortable list of fields, each opening its settings; Up, Down and Remove; Escape closes
 * the open field.
 */
export function FieldListEditor({ items, onItems, open, onOpen, invalid = new Set(), extraSettings }: FieldListEditorProps) {
  const update = (key: string, change: (item: BuilderField) => BuilderField) => onItems(items.map((item) => (item.key === key ? change(item) : item)));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || open === null) return;
    event.stopPropagation();
    onOpen(null);
  };
  const listItems = items.map((item, index) => {
    const changeField = (changes: Partial<SchemaField>) => update(item.key, (current) => ({ ...current, field: { ...current.field, ...changes } }));
    return {
      key: item.key,
      label: item.field.label || item.field.name || item.field.type,
      invalid: invalid.has(index),
      content: (
        <>
          <button type="button" className="admin-builder-head" aria-expanded={open === item.key} onClick={() => onOpen(open === item.key ? null : item.key)}>
            <span className="admin-type">{item.field.type}</span> {item.field.label || '(no label)'} <code>{item.field.name}</code>
          </button>
          <button type="button" disabled={index === 0} onClick={() => onItems(moveItem(items, index, index - 1))}>Up<span className="visually-hidden"> {item.field.name}</span></button>
          <button type="button" disabled={index === items.length - 1} onClick={() => onItems(moveItem(items, index, index + 1))}>Down<span className="visually-hidden"> {item.field.name}</span></button>
          <button type="button" className="admin-danger" onClick={() => onItems(items.filter((other) => other.key !== item.key))}>Remove<span className="visually-hidden"> {item.field.name}</span></button>
          {open === item.key && (
            <>
              <FieldSettings item={item} adminMode
                onLabel={(label) => update(item.key, (current) => withLabel(current, label))}
                onName={(name) => update(item.key, (current) => withName(current, name))}
                onChange={changeField} />
              {extraSettings?.(item, changeField)}
            </>
          )}
        </>
      ),
    };
  });
  return (
    <div onKeyDown={onKeyDown}>
      <SortableFieldList items={listItems} onMove={(from, to) => onItems(moveItem(items, from, to))} />
    </div>
  );
}
