import type { DataRecord } from '../../domain';

type FieldName<T> = Exclude<keyof T & string, 'id'>;

/**
 * One record being viewed or edited. After load no field counts as changed; every `set` marks
 * its field, and `changes()` gives only those fields (plus id) so an update never overwrites
 * what someone else edited in the meantime.
 */
export class RecordModel<T extends DataRecord = DataRecord> {
  #data: Partial<T>;
  readonly #changed = new Set<string>();

  /** Wraps loaded data; nothing is marked changed. */
  constructor(data: Partial<T> = {}) {
    this.#data = { ...data };
  }

  /** The record id; undefined for a record not yet created. */
  get id(): T['id'] | undefined {
    return this.#data.id;
  }

  /** True until the server has given the record an id. */
  get isNew(): boolean {
    return this.#data.id === undefined || this.#data.id === null || this.#data.id === '';
  }

  /** True when at least one field was set since load or the last save. */
  get isDirty(): boolean {
    return this.#changed.size > 0;
  }

  /** The value of a field. */
  get<K extends keyof T & string>(field: K): T[K] | undefined {
    return this.#data[field];
  }

  /** Sets a field and marks it changed. The id is not a field one edits, so it is refused. */
  set<K extends FieldName<T>>(field: K, value: T[K]): this {
    if ((field as string) === 'id') throw new TypeError('MapSVG: the id of a record cannot be edited.');
    this.#data[field] = value;
    this.#changed.add(field);
    return this;
  }

  /** Sets several fields at once; each is marked changed. */
  assign(values: Partial<Omit<T, 'id'>>): this {
    for (const [field, value] of Object.entries(values)) this.set(field as FieldName<T>, value as T[FieldName<T>]);
    return this;
  }

  /** Whether the field was set since load or the last save. */
  isChanged(field: FieldName<T>): boolean {
    return this.#changed.has(field);
  }

  /** Names of the changed fields, in the order they were first set. */
  changedFields(): string[] {
    return [...this.#changed];
  }

  /** The body of an update: the changed fields plus the id. */
  changes(): Partial<T> {
    const changes: Partial<T> = {};
    if (!this.isNew) changes.id = this.#data.id;
    for (const field of this.#changed) changes[field as keyof T] = this.#data[field as keyof T];
    return changes;
  }

  /**
   * Records a successful save. Fields whose value is still the one that was sent stop counting as
   * changed; a field edited again while the call was under way stays changed. Values the server
   * answered with (the new id, computed fields) are taken in without being marked.
   */
  markSaved(sent: Partial<T>, saved?: Partial<T> | null): this {
    for (const [field, value] of Object.entries(sent)) {
      if (this.#data[field as keyof T] === value) this.#changed.delete(field);
    }
    if (!saved) return this;
    for (const [field, value] of Object.entries(saved)) {
      if (!this.#changed.has(field)) this.#data[field as keyof T] = value as T[keyof T];
    }
    return this;
  }

  /** A copy to be created as a new record: no id, every field marked changed. */
  clone(): RecordModel<T> {
    const { id: _id, ...fields } = this.#data;
    const copy = new RecordModel<T>();
    copy.assign(structuredClone(fields) as Partial<Omit<T, 'id'>>);
    return copy;
  }

  /** A plain copy of the data, for templates and create calls. */
  toJSON(): Partial<T> {
    return { ...this.#data };
  }
}
