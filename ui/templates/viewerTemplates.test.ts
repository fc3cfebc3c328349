import { describe, expect, it } from 'vitest';
import { createViewerTemplateRenderer, rememberPrecompiledTemplates } from './viewerTemplates';

describe('the viewer\'s template renderer', () => {
  it('runs the spec the server precompiled for a template, without compiling it in the page', async () => {
    const source = '<p>{{title}}</p>';
    // A spec that renders differently from its source proves the page did not compile the source.
    const { precompile } = (await import('handlebars')).default;
    rememberPrecompiledTemplates({ [source]: String(precompile('<em>{{title}}</em>')) });
    const onCompiler = () => undefined;
    const renderer = createViewerTemplateRenderer({ tooltipRegion: source }, onCompiler);
    expect(renderer.render('tooltipRegion', { title: 'Texas' })).toBe('<em>Texas</em>');
  });

  it('renders a template without a spec empty, loads the compiler, and a new renderer then compiles it', async () => {
    let loaded: () => void = () => undefined;
    const compilerLoaded = new Promise<void>((resolve) => { loaded = resolve; });
    const first = createViewerTemplateRenderer({ popoverRegion: '<h5>{{title}}</h5>' }, () => loaded());
    expect(first.render('popoverRegion', { title: 'Ohio' })).toBe('');
    await compilerLoaded;
    const next = createViewerTemplateRenderer({ popoverRegion: '<h5>{{title}}</h5>' }, () => undefined);
    expect(next.render('popoverRegion', { title: 'Ohio' })).toBe('<h5>Ohio</h5>');
  });
});
