import type { MapStartData } from '../../domain/index';
import type { Queryable } from '../db/Database';
import { quoteIdent } from '../sql/identifiers';
import { tableExists } from './dataTables';

async function hasColumn(db: Queryable, table: string, column: string): Promise<boolean> {
  const result = await db.query(
    'SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 AND column_name = $2',
    [table, column],
  );
  return result.rows.length > 0;
}

/** Whether a query finds a row; stops at the first. */
async function any(db: Queryable, sql: string): Promise<boolean> {
  const result = await db.query(`SELECT EXISTS (${sql}) AS found`);
  return (result.rows[0] as { found?: boolean } | undefined)?.found === true;
}

/**
 * What a map's records and regions tables add to its first frame. Each answer stops at the
 * first row found, so a page of a map with a hundred thousand records pays no count.
 */
export async function mapStartData(db: Queryable, tables: { objects: string; regions: string }): Promise<MapStartData> {
  const hasRecords = (await tableExists(db, tables.objects)) && (await any(db, `SELECT 1 FROM ${quoteIdent(tables.objects)}`));
  const statuses = (await tableExists(db, tables.regions)) && (await hasColumn(db, tables.regions, 'status'));
  const hasRegionStatuses = statuses
    && (await any(db, `SELECT 1 FROM ${quoteIdent(tables.regions)} WHERE status IS NOT NULL AND status::text <> ''`));
  return { hasRecords, hasRegionStatuses };
}
