import type { DataRecord, Query } from '../../../domain/index';
import { objectsApi, regionsApi } from '../../data/index';

/** Which collection a records screen shows. */
export type RecordKind = 'objects' | 'regions';

/** The list query and mutations of one table, the same for records and regions. */
export function useRecordsTable(kind: RecordKind, table: string, query: Partial<Query>) {
  const objects = objectsApi.useListObjectsQuery({ table, query }, { skip: kind !== 'objects' });
  const regions = regionsApi.useListRegionsQuery({ table, query }, { skip: kind !== 'regions' });
  const [createObject] = objectsApi.useCreateObjectMutation();
  const [updateObject] = objectsApi.useUpdateObjectMutation();
  const [deleteObject] = objectsApi.useDeleteObjectMutation();
  const [clearObjects] = objectsApi.useClearObjectsMutation();
  const [createRegion] = regionsApi.useCreateRegionMutation();
  const [updateRegion] = regionsApi.useUpdateRegionMutation();
  const [deleteRegion] = regionsApi.useDeleteRegionMutation();
  const [clearRegions] = regionsApi.useClearRegionsMutation();
  const list = kind === 'objects' ? objects : regions;
  return {
    list,
    save: (record: Partial<DataRecord>) => {
      if (record.id === undefined || record.id === '') {
        return kind === 'objects' ? createObject({ table, object: record }).unwrap() : createRegion({ table, region: record }).unwrap();
      }
      const withId = record as Partial<DataRecord> & { id: DataRecord['id'] };
      return kind === 'objects' ? updateObject({ table, object: withId }).unwrap() : updateRegion({ table, region: withId }).unwrap();
    },
    remove: (id: DataRecord['id']) => (kind === 'objects' ? deleteObject({ table, id }) : deleteRegion({ table, id })).unwrap(),
    clear: () => (kind === 'objects' ? clearObjects({ table }) : clearRegions({ table })).unwrap(),
  };
}
