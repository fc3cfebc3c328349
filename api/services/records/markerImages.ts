import type { SchemaField } from '../../../domain/index';
import type { Database, Queryable } from '../../db/Database';
import { findRecord } from '../../repositories/recordsRepository';
import type { ListTarget } from '../../sql/listSql';
import { markerImagesPlan, markerImagesUpdateSql, nextBatchEndSql } from '../../sql/markerImagesSql';

/**
 * Rows rewritten per statement: each batch is one short statement, so a table of 100,000
 * records is rewritten in 20 statements and other requests run between them.
 */
const BATCH_ROWS = 5_000;

/**
 * Gives every record of a table the marker image its markers-by-field setting names (after the
 * setting changed), in batches of rows in key order; returns how many records changed.
 */
export async function applyMarkerImagesToTable(db: Database, target: ListTarget, fields: readonly SchemaField[]): Promise<number> {
  const plan = markerImagesPlan(target, fields);
  if (!plan) return 0;
  let changed = 0;
  let after: string | number | null = null;
  for (;;) {
    const end = nextBatchEndSql(plan.table, after, BATCH_ROWS);
    const last = (await db.query<{ last: string | null }>(end.sql, end.params)).rows[0]?.last ?? null;
    if (last === null) return changed;
    const upTo = target.idKind === 'serial' ? Number(last) : last;
    const update = markerImagesUpdateSql(plan, { after, upTo });
    changed += (await db.query(update.sql, update.params)).affectedRows;
    after = upTo;
  }
}

/**
 * Gives a record just created or edited the marker image its table's markers-by-field setting
 * names, and returns the record as stored.
 */
export async function withMarkerImage(tx: Queryable, target: ListTarget, fields: readonly SchemaField[], record: Record<string, unknown>): Promise<Record<string, unknown>> {
  const plan = markerImagesPlan(target, fields);
  const id = record.id as string | number | undefined;
  if (!plan || id === undefined) return record;
  const update = markerImagesUpdateSql(plan, { id });
  if ((await tx.query(update.sql, update.params)).affectedRows === 0) return record;
  return (await findRecord(tx, target, id)) ?? record;
}
