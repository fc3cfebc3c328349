import type { ApiModel, RenderedDeclaration } from './ApiCollector';
import type { ApiReportDefinition } from './definition';

function declarationBlock(declaration: RenderedDeclaration, withFile: boolean): string {
  const notes = [
    ...(withFile ? [`// ${declaration.file}`] : []),
    ...(declaration.documented ? [] : ['// (undocumented)']),
  ];
  return [...notes, declaration.text].join('\n');
}

/**
 * The report's Markdown: one TypeScript block with the public declarations, then the ones they
 * name from the report's scope (with their file), then the names they take from elsewhere.
 */
export function formatReport(definition: ApiReportDefinition, model: ApiModel): string {
  const blocks = model.roots.map((declaration) => declarationBlock(declaration, false));
  if (model.named.length > 0) {
    blocks.push(`// ---- Named by the declarations above, not exported by ${definition.entry} ----`);
    blocks.push(...model.named.map((declaration) => declarationBlock(declaration, true)));
  }
  if (model.external.length > 0) {
    blocks.push(['// ---- Names from other modules ----', ...model.external.map(({ module, names }) => `// ${module}: ${names.join(', ')}`)].join('\n'));
  }
  return [
    `# API report: ${definition.title}`,
    '',
    `> Written by \`npm run api-report\` from \`${definition.entry}\`; do not edit it by hand. A unit test`,
    '> compares it with the code, so a change of this public surface always shows in a diff.',
    '',
    '```ts',
    blocks.join('\n\n'),
    '```',
    '',
  ].join('\n');
}
