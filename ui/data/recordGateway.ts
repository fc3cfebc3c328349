import type { DataRecord, Query } from '../../domain';
import type { RecordId, RecordPage } from './collectionRequests';

/**
 * The calls a `Repository` makes on one collection (and table). Each collection file builds one
 * on top of its RTK Query endpoints, so repository calls share the api's nonce header, failure
 * logging and cache: a record saved through a repository refreshes the views using hooks.
 */
export interface RecordGateway<T extends DataRecord = DataRecord> {
  /** `GET {collection}?{query}`. */
  list(query: Query): Promise<RecordPage<T>>;
  /** `GET {collection}/{id}`. */
  get(id: RecordId): Promise<T>;
  /** `POST {collection}` with the record under its singular name; resolves with the id set. */
  create(record: Partial<T>): Promise<T>;
  /** `PUT {collection}/{id}` with only the changed fields plus id; null when nothing is echoed. */
  update(changes: Partial<T> & { id: RecordId }): Promise<T | null>;
  /** `DELETE {collection}/{id}`. */
  remove(id: RecordId): Promise<void>;
  /** `DELETE {collection}`: removes every record. */
  clear(): Promise<void>;
}
