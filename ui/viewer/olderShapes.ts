import { loadOnce } from './loadOnce';

/** Brings options of an older shape to the current one (see `migrateMapOptions`). */
export type ToCurrentShape = (options: Record<string, unknown>) => Record<string, unknown>;

/**
 * The migration of older option shapes, loaded on first use. The server gives stored maps'
 * options in the current shape; only options a site script passes (`mount(el, { options })`,
 * `setOptions`) may still be older, so pages that pass none never download it.
 */
export const loadShapeMigration = loadOnce<ToCurrentShape>(async () => {
  const { migrateMapOptions } = await import('../../domain/map/migrateMapOptions');
  return (options) => migrateMapOptions(options) as Record<string, unknown>;
});
