import { parseContainerSize, type ContainerName, type MapOptions } from '../../domain/index';
import type { ViewerLayout } from './layout';

/**
 * The containers to lay out: the layout's, plus the one the choropleth legend is placed in
 * when the legend is shown there (header, sidebars, footer), sized as the others. Kept apart
 * from `computeLayout`, whose module a map of regions alone loads too: only the whole viewer
 * shows a legend.
 */
export function containersWithLegend(layout: ViewerLayout, options: Pick<MapOptions, 'choropleth' | 'containers'>): ViewerLayout['containers'] {
  const { on, coloring } = options.choropleth;
  const name = coloring.legend.container as ContainerName;
  const size = options.containers[name];
  if (!on || !coloring.legend.on || !size || layout.containers[name]) return layout.containers;
  return { ...layout.containers, [name]: { width: parseContainerSize(size.width), height: parseContainerSize(size.height) } };
}
