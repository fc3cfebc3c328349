import { useEffect, useState } from 'react';
import type { DataRecord, SchemaField } from '../../domain/index';
import type { RecordList } from '../data/index';

const NONE: readonly SchemaField[] = [];

/** The fields of a schema whose markers follow a field's value, else none (the legend's chunk reads the rest). */
function withMarkersByField(fields: readonly SchemaField[] | undefined): readonly SchemaField[] {
  return fields?.some((field) => field.type === 'location' && field.markersByFieldEnabled) ? fields : NONE;
}

/**
 * The records' fields when their markers take the image of a field's value (the schema comes
 * with the records' first answer); none until then, or when the setting is off. Only this
 * check is in every map's first load: the categories and their legend load with its chunk.
 */
export function useMarkersByFieldSchema(records: RecordList<DataRecord> | null): readonly SchemaField[] {
  const [fields, setFields] = useState<readonly SchemaField[]>(NONE);
  useEffect(() => {
    if (!records) return undefined;
    setFields(withMarkersByField(records.schema?.fields));
    return records.on('loaded', ({ schema }) => setFields(withMarkersByField(schema?.fields)));
  }, [records]);
  return fields;
}
