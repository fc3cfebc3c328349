import { useMemo, useState } from 'react';
import type { TemplatesOptions } from '../../domain/index';
import { createViewerTemplateRenderer, templateCompilerLoaded, type TemplateRenderer } from '../templates/index';
import { htmlOnViewerServer } from './htmlOnViewerServer';
import { foreignServerOrigin } from './viewerServer';

/** The renderer with server addresses in its HTML on the viewer's server (on another site's page). */
function onViewerServerRenderer(renderer: TemplateRenderer, origin: string | null): TemplateRenderer {
  if (!origin) return renderer;
  return { has: (name) => renderer.has(name), render: (name, data) => htmlOnViewerServer(renderer.render(name, data), origin) };
}

/**
 * A renderer of the given templates (pass a memoised object): precompiled ones run at once; if
 * one needs the compiler, the renderer is made again when the compiler has loaded. On another
 * site's page, images and server links in the HTML load from the viewer's server.
 */
export function useTemplateRenderer(templates: Partial<TemplatesOptions>): TemplateRenderer {
  const [compilerLoaded, setCompilerLoaded] = useState(templateCompilerLoaded);
  return useMemo(
    () => onViewerServerRenderer(createViewerTemplateRenderer(templates, () => setCompilerLoaded(true)), foreignServerOrigin()),
    [templates, compilerLoaded],
  );
}
