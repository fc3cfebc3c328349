import type { SchemaField } from '../../../domain/index';
import type { MapTables } from '../mapTables';
import type { AdminSession } from '../session';

/** Props every field editor gets. */
export interface FieldEditorProps {
  field: SchemaField;
  value: unknown;
  onChange: (value: unknown) => void;
  tables: MapTables;
  session: AdminSession;
}
