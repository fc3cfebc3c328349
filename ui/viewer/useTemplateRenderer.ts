import { useMemo, useState } from 'react';
import type { TemplatesOptions } from '../../domain/index';
import { createViewerTemplateRenderer, templateCompilerLoaded, type TemplateRenderer } from '../templates/index';

/**
 * A renderer of the given templates (pass a memoised object): precompiled ones run at once; if
 * one needs the compiler, the renderer is made again when the compiler has loaded.
 */
export function useTemplateRenderer(templates: Partial<TemplatesOptions>): TemplateRenderer {
  const [compilerLoaded, setCompilerLoaded] = useState(templateCompilerLoaded);
  return useMemo(() => createViewerTemplateRenderer(templates, () => setCompilerLoaded(true)), [templates, compilerLoaded]);
}
