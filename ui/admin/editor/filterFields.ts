import { defaultField, type FieldType, type SchemaField } from '../../../domain/index';

/** One entry of the "Add filter" list: a filter-only element, or a field of the table to filter by. */
interface FilterChoice {
  /** `element:search` or `field:category`. */
  id: string;
  label: string;
}

/** Elements that exist only in filter forms. */
const ELEMENTS: ReadonlyArray<{ type: FieldType; label: string }> = [
  { type: 'search', label: 'Search box' },
  { type: 'distance', label: 'Distance from an address' },
  { type: 'modal', label: 'Show the filters in a modal (button)' },
];

/** How a table field is filtered: the filter element of the same kind. */
const FILTER_TYPE: Partial<Record<FieldType, FieldType>> = {
  select: 'select', radio: 'radio', checkboxes: 'checkboxes', status: 'status', region: 'region',
  text: 'text', title: 'text', checkbox: 'checkbox', date: 'date', post: 'post', hours: 'hours',
};

/** Option fields may be shown as any of these in a filter form. */
export const OPTION_FILTER_TYPES: readonly FieldType[] = ['select', 'radio', 'checkboxes'];

/** What the admin can add to a filter form: the filter elements, then the table's filterable fields. */
export function filterChoices(tableFields: readonly SchemaField[]): FilterChoice[] {
  const fields = tableFields.filter((field) => field.name !== '' && FILTER_TYPE[field.type] !== undefined);
  return [
    ...ELEMENTS.map((element) => ({ id: `element:${element.type}`, label: element.label })),
    ...fields.map((field) => ({ id: `field:${field.name}`, label: field.type === 'hours' ? `Open now (${field.label || field.name})` : `${field.label || field.name} (${field.type})` })),
  ];
}

/**
 * A new filter for a choice: an element with its defaults, or a filter named like the table field
 * it filters (the name is what the query filters by), with the field's label and options.
 */
export function newFilterField(choiceId: string, tableFields: readonly SchemaField[]): SchemaField | undefined {
  const [kind, key] = choiceId.split(':');
  if (kind === 'element') return ELEMENTS.some((element) => element.type === key) ? defaultField(key as FieldType) : undefined;
  const source = tableFields.find((field) => field.name === key);
  const type = source ? FILTER_TYPE[source.type] : undefined;
  if (!source || !type) return undefined;
  // An hours field filters as one box, "Open now": the records open at the visitor's current time.
  const label = type === 'hours' ? 'Open now' : source.label || source.name;
  const field: SchemaField = { ...defaultField(type), name: source.name, label };
  if (source.options !== undefined && type !== 'region') field.options = structuredClone(source.options);
  // A ticked box filters the records whose box is ticked: the field's own value, else "1" (true).
  if (type === 'checkbox') Object.assign(field, { checkboxLabel: source.checkboxLabel || source.label, checkboxValue: source.checkboxValue || '1' });
  if (type === 'select') field.multiselect = false;
  return field;
}
