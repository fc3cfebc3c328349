import { showMapPoster, type PosterFile } from '../../engine/early';
import type { MapAnswer } from './mapAnswer';
import { PHONE_MEDIA_QUERY } from './layout';
import { engineOptions, type ResolvedMap } from './mapOptions';

/** The viewer's markup for a map started with the engine alone (see `lightMount.ts`). */
export interface LightMarkup {
  app: HTMLElement;
  wrap: HTMLElement;
  /** Where the engine draws, and where the map's poster shows until it does. */
  host: HTMLElement;
  loading: HTMLElement;
}

/** A new element with a class, appended to `parent` when given. */
export function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, parent?: HTMLElement): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag);
  created.className = className;
  parent?.append(created);
  return created;
}

/**
 * Puts the markup the viewer renders for a map into its container, before any of the map's
 * code has arrived: the map's host has its place and width on the page at once, so the map's
 * file can be drawn into it as soon as it is parsed.
 */
function placeLightMarkup(container: HTMLElement, answer: MapAnswer, options: ResolvedMap): LightMarkup {
  const app = element('div', 'mapsvg-app');
  app.dataset.mapsvgScope = String(answer.map.id);
  if (window.matchMedia(PHONE_MEDIA_QUERY).matches) app.dataset.phone = 'true';
  const column = element('div', 'mapsvg-map-column', element('div', 'mapsvg-body', app));
  const wrap = element('div', 'mapsvg-wrap', column);
  const host = element('div', 'mapsvg-map', wrap);
  if (options.colors.background) host.style.background = options.colors.background;
  const loading = element('p', 'mapsvg-loading', wrap);
  loading.setAttribute('role', 'status');
  loading.textContent = options.loadingText ?? 'Loading map...';
  container.replaceChildren(app);
  return { app, wrap, host, loading };
}

/** A map started with the engine alone, before the engine's code: its markup and its poster. */
export interface LightPlacement {
  markup: LightMarkup;
  /**
   * Settles once the map's poster is on screen, or when there is none once its file has been
   * parsed or could not be fetched: the page's entry runs the engine's code then.
   */
  posterShown: Promise<void>;
}

/**
 * Puts the map's markup on the page with the poster of its file (prepared by the page's entry,
 * see `prepareMapFileForPoster`): the map's first view is drawn into the markup's host as soon
 * as the file is parsed.
 */
export function placeLightMap(container: HTMLElement, answer: MapAnswer, options: ResolvedMap, file: PosterFile | null): LightPlacement {
  const markup = placeLightMarkup(container, answer, options);
  const posterShown = file ? showMapPoster(file, { host: markup.host, options: engineOptions(options) }) : Promise.resolve();
  return { markup, posterShown };
}
