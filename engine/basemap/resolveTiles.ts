import { resolveStreetMap } from '../../domain/index';
import type { BaseMapOptions } from './types';

/**
 * The Map Studio server's address: the server that serves this code (the `server` tiles come
 * from it, even on another site's page). Empty where the code is not served over HTTP.
 */
function serverUrl(): string {
  try {
    const origin = new URL(import.meta.url).origin;
    return origin === 'null' ? '' : origin;
  } catch {
    return '';
  }
}

/**
 * The layer's options with the map options' named tiles (`tiles`) resolved to their address and
 * credit, or Google; options that name a provider (a site script's `setBaseMap`) as they are.
 */
export function resolveTiles(options: BaseMapOptions): BaseMapOptions {
  if (options.provider) return options;
  const street = resolveStreetMap({ baseMap: options }, serverUrl());
  if (!street) return { ...options, on: false };
  return { ...options, ...street };
}
