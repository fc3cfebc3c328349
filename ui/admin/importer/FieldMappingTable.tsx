import type { SchemaField } from '../../../domain/index';
import { importableFields, type ColumnMapping } from './csvImport';

/** A read-only column shown before the mapped ones (the GeoJSON geometry). */
interface FixedColumn {
  header: string;
  /** One cell per preview row. */
  cells: readonly string[];
}

interface FieldMappingTableProps {
  columns: readonly string[];
  /** The first rows of the file, cells by column name. */
  rows: ReadonlyArray<Record<string, unknown>>;
  fields: readonly SchemaField[];
  mapping: ColumnMapping;
  onMap: (column: string, field: string) => void;
  fixed?: FixedColumn;
}

/** The preview of a file with one field picker per column: which field each column fills. */
export function FieldMappingTable({ columns, rows, fields, mapping, onMap, fixed }: FieldMappingTableProps) {
  const choices = importableFields(fields);
  return (
    <table className="admin-table" aria-label="Preview">
      <thead>
        <tr>
          {fixed && <th scope="col">{fixed.header}</th>}
          {columns.map((column) => <th key={column} scope="col">{column}</th>)}
        </tr>
        <tr>
          {fixed && <td />}
          {columns.map((column) => (
            <td key={column}>
              <select aria-label={`Field for column ${column}`} value={mapping[column] ?? ''} onChange={(event) => onMap(column, event.target.value)}>
                <option value="">(skip)</option>
                {choices.map((field) => <option key={field.name} value={field.name}>{field.label || field.name}</option>)}
              </select>
            </td>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            {fixed && <td>{fixed.cells[index] ?? ''}</td>}
            {columns.map((column) => <td key={column}>{String(row[column] ?? '')}</td>)}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
