import type { TemplateRenderer } from '../../templates/index';

/** Turns rendered template HTML into label text: tags dropped, entities decoded, spaces collapsed. */
export function labelText(html: string): string {
  const withoutTags = html.replace(/<br\s*\/?>/gi, ' ').replace(/<[^>]*>/g, '');
  const decoded = withoutTags
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&#x60;/g, '`')
    .replace(/&#x3D;/g, '=')
    .replace(/&amp;/g, '&');
  return decoded.replace(/\s+/g, ' ').trim();
}

/**
 * Label strings of regions from the `labelRegion` template (the engine draws them as plain text).
 * A failing template logs "Error in the Region Label template" once per render and gives no
 * labels, through the renderer's own error handling.
 */
export function regionLabelStrings(
  regionIds: readonly string[],
  renderer: TemplateRenderer,
  regionData: (id: string) => Record<string, unknown> | null,
): Map<string, string> {
  const labels = new Map<string, string>();
  if (!renderer.has('labelRegion')) return labels;
  for (const id of regionIds) {
    const data = regionData(id);
    if (!data) continue;
    const text = labelText(renderer.render('labelRegion', data));
    if (text !== '') labels.set(id, text);
  }
  return labels;
}
