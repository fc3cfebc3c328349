import { mapsApi } from '../data/index';
import { objectsTableName, regionsTableName } from '../../domain/index';
import type { AdminSession } from './session';
import type { AdminRoute, MapScreenName } from './route';
import { RecordsScreen } from './records/RecordsScreen';
import { SchemaScreen } from './schema/SchemaScreen';
import { ImportScreen } from './importer/ImportScreen';
import { MapEditor } from './editor/MapEditor';
import type { MapTables } from './mapTables';

/** The screens of one map; the map is loaded once here and handed down. */
export function MapScreens({ route, session }: { route: Extract<AdminRoute, { mapId: number }>; session: AdminSession }) {
  const { data: map, isLoading, isError } = mapsApi.useGetMapQuery(route.mapId);
  if (isLoading) return <p role="status">Loading map…</p>;
  if (isError || !map) return <p role="alert" className="admin-error">The map could not be loaded.</p>;
  const database = map.options.database;
  const tables: MapTables = {
    objects: database?.objectsTableName || objectsTableName(map.id),
    regions: database?.regionsTableName || regionsTableName(map.id),
    source: map.options.source,
  };
  const screen: MapScreenName = route.view;
  return (
    <>
      <h2>{map.title}</h2>
      {screen === 'editor' && <MapEditor map={map} session={session} />}
      {screen === 'records' && <RecordsScreen table={tables.objects} kind="objects" tables={tables} session={session} />}
      {screen === 'regions' && <RecordsScreen table={tables.regions} kind="regions" tables={tables} session={session} />}
      {screen === 'schema' && <SchemaScreen tables={tables} />}
      {screen === 'import' && <ImportScreen tables={tables} />}
    </>
  );
}
