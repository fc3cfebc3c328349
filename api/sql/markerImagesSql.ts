import { markersByFieldLocation, type SchemaField } from '../../domain/index';
import type { ColumnSpec } from './columns';
import { quoteIdent } from './identifiers';
import type { ListTarget } from './listSql';

/** What a markers-by-field rewrite reads: the location's column, the choosing field's column and the images by value. */
interface MarkerImagesPlan {
  table: string;
  location: ColumnSpec;
  chooser: ColumnSpec;
  images: Record<string, string>;
}

/** Which rows one statement rewrites: a key range of the table, or one record. */
type MarkerImagesScope = { after: string | number | null; upTo: string | number } | { id: string | number };

/** The plan of a table's markers-by-field setting, or undefined when it is off or names no stored field. */
export function markerImagesPlan(target: ListTarget, fields: readonly SchemaField[]): MarkerImagesPlan | undefined {
  const field = markersByFieldLocation(fields);
  if (!field) return undefined;
  const location = target.columns.find((spec) => spec.field.name === field.name && spec.role === 'value');
  const chooser = target.columns.find((spec) => spec.field.name === field.markerField && spec.role === 'value' && spec.kind !== 'jsonb');
  const images = Object.fromEntries(Object.entries(field.markersByField ?? {}).filter(([, img]) => typeof img === 'string' && img !== ''));
  if (!location || !chooser || Object.keys(images).length === 0) return undefined;
  return { table: target.table, location, chooser, images };
}

/**
 * One set-based statement giving every located row in scope the image of its value of the
 * choosing field. Rows whose value has no image keep theirs; rows already right are not written.
 */
export function markerImagesUpdateSql(plan: MarkerImagesPlan, scope: MarkerImagesScope): { sql: string; params: unknown[] } {
  const location = quoteIdent(plan.location.name);
  const image = `($1::jsonb ->> ${quoteIdent(plan.chooser.name)}::text)`;
  const params: unknown[] = [JSON.stringify(plan.images)];
  let range: string;
  if ('id' in scope) {
    params.push(scope.id);
    range = '"id" = $2';
  } else {
    params.push(scope.upTo);
    range = '"id" <= $2';
    if (scope.after !== null) {
      params.push(scope.after);
      range += ' AND "id" > $3';
    }
  }
  return {
    sql: `UPDATE ${quoteIdent(plan.table)} SET ${location} = jsonb_set(${location}, '{img}', to_jsonb(${image}))
      WHERE ${range} AND jsonb_typeof(${location}) = 'object' AND ${image} IS NOT NULL AND (${location} ->> 'img') IS DISTINCT FROM ${image}`,
    params,
  };
}

/** The last id of the next batch of a table's rows after `after` (all rows from the start when null). */
export function nextBatchEndSql(table: string, after: string | number | null, size: number): { sql: string; params: unknown[] } {
  const from = after === null ? '' : 'WHERE "id" > $2';
  return {
    sql: `SELECT max("id")::text AS last FROM (SELECT "id" FROM ${quoteIdent(table)} ${from} ORDER BY "id" LIMIT $1) AS batch`,
    params: after === null ? [size] : [size, after],
  };
}
