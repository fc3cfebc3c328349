import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoadProblem } from './LoadProblem';

const notFound = 'MapSVG: file not found - /uploads/private/map.svg. See https://mapsvg.com/docs/map-editor/svg-file-not-found';

describe('LoadProblem', () => {
  it('tells a visitor the map could not be loaded, without paths or addresses', () => {
    const html = renderToStaticMarkup(<LoadProblem message={notFound} editMode={false} retryable={false} onRetry={() => undefined} />);
    expect(html).toContain('This map could not be loaded.');
    expect(html).not.toContain('/uploads/private');
    expect(html).not.toContain('Try again');
  });

  it('shows the admin the full message with the documentation address as a link', () => {
    const html = renderToStaticMarkup(<LoadProblem message={notFound} editMode retryable onRetry={() => undefined} />);
    expect(html).toContain('file not found - /uploads/private/map.svg. See <a href="https://mapsvg.com/docs/map-editor/svg-file-not-found"');
    expect(html).toContain('Try again');
  });
});
