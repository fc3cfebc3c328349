import type { DataRecord, Query } from '../../../domain/index';
import { recordsApi } from '../../data/index';

/** Which collection a records screen shows. */
export type RecordKind = 'objects' | 'regions';

/** The list query and mutations of one table, the same for records and regions. */
export function useRecordsTable(kind: RecordKind, table: string, query: Partial<Query>) {
  const target = { collection: kind, table };
  const list = recordsApi.useListRecordsQuery({ ...target, query });
  const [createRecord] = recordsApi.useCreateRecordMutation();
  const [updateRecord] = recordsApi.useUpdateRecordMutation();
  const [deleteRecord] = recordsApi.useDeleteRecordMutation();
  const [clearRecords] = recordsApi.useClearRecordsMutation();
  return {
    list,
    save: (record: Partial<DataRecord>) => {
      if (record.id === undefined || record.id === '') return createRecord({ ...target, record }).unwrap();
      return updateRecord({ ...target, record: record as Partial<DataRecord> & { id: DataRecord['id'] } }).unwrap();
    },
    remove: (id: DataRecord['id']) => deleteRecord({ ...target, id }).unwrap(),
    clear: () => clearRecords(target).unwrap(),
  };
}
