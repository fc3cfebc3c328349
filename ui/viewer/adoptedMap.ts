import type { MapEngine } from '../../engine/index';
import type { StoredMap } from './mapOptions';

/**
 * A map the page started before the viewer's overlays had arrived (see `lightMount.ts`), handed
 * to the viewer when the visitor first reaches for it: the viewer keeps its engine, canvas and
 * view instead of loading the map again.
 */
export interface AdoptedMap {
  engine: MapEngine;
  /** The engine's host element (canvas and accessibility mirror), moved into the viewer's tree. */
  host: HTMLElement;
  /** The map as stored, known at once: the viewer renders its overlays on the first render. */
  map: StoredMap;
  /** The server's precompiled templates of the map (as `GET maps/{id}` gives them). */
  precompiledTemplates?: unknown;
  /** Delivers the interaction events the engine held meanwhile, once the overlays listen. */
  release(): void;
}
