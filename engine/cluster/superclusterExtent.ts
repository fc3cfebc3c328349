/** Supercluster's tile extent: its radius is in px of a 512 px world at zoom 0. */
export const SUPERCLUSTER_EXTENT = 512;
