import type { SchemaField } from './schemaField';

/** One expression a template editor can insert: what the list shows and the text it inserts. */
export interface TemplateExpression {
  /** What the admin reads in the list ("Category: label"). */
  label: string;
  /** The handlebars text inserted at the cursor. */
  expression: string;
}

/** Which template a list is for: records (markers, directory, details) or regions. */
export type TemplateSubject = 'record' | 'region';

/** Types that are form parts, never values in a template. */
const NOT_VALUES = new Set(['search', 'distance', 'modal', 'save', 'empty']);

function valueExpressions(field: SchemaField): TemplateExpression[] {
  const name = field.name;
  const label = field.label || name;
  switch (field.type) {
    case 'select':
      if (field.multiselect) return [{ label: `${label}: labels`, expression: `{{#each ${name}}}{{label}}{{#unless @last}}, {{/unless}}{{/each}}` }];
      return [{ label: `${label}: label`, expression: `{{${name}_text}}` }, { label: `${label}: value`, expression: `{{${name}}}` }];
    case 'radio':
    case 'status':
      return [{ label: `${label}: label`, expression: `{{${name}_text}}` }, { label: `${label}: value`, expression: `{{${name}}}` }];
    case 'checkboxes':
      return [{ label: `${label}: values`, expression: `{{#each ${name}}}{{this}}{{#unless @last}}, {{/unless}}{{/each}}` }];
    case 'checkbox':
      return [{ label: `${label}: when ticked`, expression: `{{#if ${name}}}${label}{{/if}}` }];
    case 'location':
      return [
        { label: `${label}: address`, expression: `{{${name}.address.address_formatted}}` },
        { label: `${label}: latitude, longitude`, expression: `{{${name}.geoPoint.lat}}, {{${name}.geoPoint.lng}}` },
      ];
    case 'region':
      return [{ label: `${label}: titles`, expression: `{{#each ${name}}}{{#if title}}{{title}}{{else}}{{id}}{{/if}}{{#unless @last}}, {{/unless}}{{/each}}` }];
    case 'image':
      return [{ label: `${label}: pictures`, expression: `{{#each ${name}}}<img src="{{thumbnail}}" alt="">{{/each}}` }];
    case 'post':
      return [{ label: `${label}: title`, expression: `{{${name}.post_title}}` }, { label: `${label}: link`, expression: `{{${name}.url}}` }];
    case 'hours':
      return [
        { label: `${label}: Open now or Closed`, expression: `{{openStatus ${name}}}` },
        { label: `${label}: the week`, expression: `{{openingHours ${name}}}` },
      ];
    case 'textarea':
      return field.html
        ? [{ label: `${label}: HTML`, expression: `{{{${name}}}}` }]
        : [{ label: label, expression: `{{${name}}}` }, { label: `${label}: line breaks kept`, expression: `{{nl2br ${name}}}` }, { label: `${label}: first 100 characters`, expression: `{{truncate ${name} 100}}` }];
    default:
      return [{ label, expression: `{{${name}}}` }];
  }
}

/** Helpers that apply to any single value, offered for text and number fields. */
function helperExpressions(field: SchemaField): TemplateExpression[] {
  if (field.type !== 'text' && field.type !== 'title') return [];
  const label = field.label || field.name;
  const numeric = /int|float|double|decimal|numeric/i.test(String(field.db_type ?? ''));
  if (numeric) return [{ label: `${label}: number format`, expression: `{{numberFormat ${field.name}}}` }];
  return [
    { label: `${label}: upper case`, expression: `{{toUpperCase ${field.name}}}` },
    { label: `${label}: only when it equals…`, expression: `{{#ifeq ${field.name} "value"}}…{{/ifeq}}` },
  ];
}

/**
 * The expressions a template editor offers for a table's fields, so an admin need not know
 * stored names such as `category_text`: each field's value as templates read it (labels of
 * options, a location's address, linked regions' titles), then helpers that fit its type.
 * Region templates also reach the records linked to the region.
 */
export function templateExpressions(fields: readonly SchemaField[], subject: TemplateSubject): TemplateExpression[] {
  const own = fields
    .filter((field) => field.name !== '' && !NOT_VALUES.has(field.type) && field.type !== 'id')
    .flatMap((field) => [...valueExpressions(field), ...helperExpressions(field)]);
  const id: TemplateExpression = { label: subject === 'region' ? 'Region id' : 'Record id', expression: '{{id}}' };
  const linked: TemplateExpression[] = subject === 'region'
    ? [{ label: 'Records in the region: titles', expression: '{{#each objects}}{{title}}{{#unless @last}}, {{/unless}}{{/each}}' }]
    : [];
  return [id, ...own, ...linked];
}
