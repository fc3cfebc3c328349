import type { DbType, FieldType } from './schemaField';

/** Types whose values are long or structured, so they are stored as text. */
const TEXT_TYPES = new Set<FieldType>(['textarea', 'image', 'location', 'region', 'hours']);

/**
 * Column type of a field. Text and single select fit varchar(255); textarea, image, location,
 * region, opening hours and multi-select values need text; a post is stored by its numeric id.
 */
export function fieldDbType(type: FieldType, multiselect = false): DbType {
  if (type === 'post') return 'int(11)';
  if (TEXT_TYPES.has(type)) return 'text';
  if (type === 'select' && multiselect) return 'text';
  return 'varchar(255)';
}
