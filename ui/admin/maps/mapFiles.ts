import { adminFetch, type AdminSession } from '../session';

/** A map file the admin can build a map from (server `map-files`). */
interface MapFile {
  name: string;
  title: string;
  /** Address the viewer loads the SVG from. */
  path: string;
  /** The file is geo-calibrated (`mapsvg:geoViewBox`). */
  geo: boolean;
}

/** The bundled map library and the files uploaded before. */
export interface MapFileList {
  library: MapFile[];
  uploads: MapFile[];
}

/** Lists the map files. */
export function listMapFiles(session: AdminSession): Promise<MapFileList> {
  return adminFetch<MapFileList>(session, 'map-files');
}

/**
 * Uploads an SVG; the server sanitises it. Rejects with the server's message (not an SVG, no
 * size, too large) so the admin sees why the file was refused.
 */
export async function uploadMapFile(session: AdminSession, file: File): Promise<MapFile> {
  const body = new FormData();
  body.append('file', file, file.name);
  const answer = await adminFetch<{ file: MapFile }>(session, 'map-files', { method: 'POST', body });
  return answer.file;
}
