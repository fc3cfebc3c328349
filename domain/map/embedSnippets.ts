/**
 * The ways a published map is shown on the owner's site, as copy-ready text: the admin's Publish
 * panel offers them, the oEmbed provider answers with the iframe, and the docs show the same.
 * `server` is the Map Studio server's origin (`https://maps.example.com`, no trailing slash).
 */

/** The WordPress-style shortcode of a map. */
export function mapShortcode(id: number): string {
  return `[mapsvg id="${id}"]`;
}

/** The map's public page: the map alone on the server's site, with its oEmbed discovery link. */
export function mapPageUrl(server: string, id: number): string {
  return `${server}/map/${id}`;
}

/** The page an iframe shows: the map alone, full width. */
export function mapEmbedUrl(server: string, id: number): string {
  return `${server}/embed/shortcode?shortcode=${encodeURIComponent(mapShortcode(id))}`;
}

/** The oEmbed address of a map's public page (JSON). */
export function mapOembedUrl(server: string, id: number): string {
  return `${server}/wp-json/oembed/1.0/embed?url=${encodeURIComponent(mapPageUrl(server, id))}`;
}

/**
 * The viewer's script and the map's element: the map on any page of any site. The element names
 * its server, so a page that also shows maps of another Map Studio server mounts each map with
 * its own server's viewer.
 */
export function mapScriptSnippet(server: string, id: number): string {
  return `<script type="module" src="${server}/dist/viewer.js"></script>\n<div class="mapsvg" data-map-id="${id}" data-server="${server}"></div>`;
}

function attribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** How tall an embed frame starts, before its page reports its height. */
export const EMBED_FRAME_HEIGHT = 500;

/**
 * A full-width iframe of the map and the small script that sets the frame's height from its
 * content (so no scroll bar and no gap), for sites that prefer a frame to the script snippet.
 */
export function mapIframeSnippet(server: string, id: number, title: string): string {
  return `<iframe src="${attribute(mapEmbedUrl(server, id))}" title="${attribute(title)}" data-mapsvg-embed`
    + ` style="width: 100%; height: ${EMBED_FRAME_HEIGHT}px; border: 0;" loading="lazy"></iframe>\n`
    + `<script type="module" src="${server}/dist/embed-frame.js"></script>`;
}
