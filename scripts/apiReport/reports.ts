import path from 'node:path';
import ts from 'typescript';
import { ApiCollector, type ApiRoot } from './ApiCollector';
import type { ApiReportDefinition } from './definition';
import { formatReport } from './formatReport';
import { createEntryProgram } from './program';

export type { ApiReportDefinition };

/** A report's path and its expected content. */
export interface ApiReportFile {
  output: string;
  text: string;
}

/** Every name the module exports, under the name it is exported as. */
function moduleExports(program: ts.Program, sourceFile: ts.SourceFile): ApiRoot[] {
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(sourceFile);
  if (!moduleSymbol) throw new Error(`The API report found no exports in ${sourceFile.fileName}`);
  return checker.getExportsOfModule(moduleSymbol).map((exported) => {
    const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    return { name: exported.name, declarations: target.declarations ?? [], keyword: 'export ' };
  });
}

/** The `Window` members the file declares in `declare global`: what it puts on `window`. */
function windowAugmentation(_program: ts.Program, sourceFile: ts.SourceFile): ApiRoot[] {
  const declarations = sourceFile.statements
    .filter((statement): statement is ts.ModuleDeclaration => ts.isModuleDeclaration(statement) && statement.name.text === 'global')
    .flatMap((global) => (global.body && ts.isModuleBlock(global.body) ? global.body.statements : []))
    .filter((statement): statement is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(statement) && statement.name.text === 'Window');
  if (declarations.length === 0) throw new Error(`The API report found no \`interface Window\` in ${sourceFile.fileName}`);
  return [{ name: 'Window', declarations, keyword: '' }];
}

/** The checked-in API reports: the engine's entry, and what the viewer puts on `window`. */
export const API_REPORTS: readonly ApiReportDefinition[] = [
  { entry: 'engine/index.ts', output: 'engine/api-report.md', title: 'engine/index.ts', scope: 'engine/', roots: moduleExports },
  { entry: 'ui/viewer/main.tsx', output: 'ui/viewer/api-report.md', title: 'window.MapSVG', scope: 'ui/viewer/', roots: windowAugmentation },
];

/**
 * An inferred type the entry cannot name is written as `import("<file>").Name`; the file is
 * given from the repository root so the report reads the same on every machine.
 */
function withoutAbsolutePaths(text: string, rootDir: string): string {
  return text.split(`${rootDir}${path.sep}`).join('').split(rootDir).join('.');
}

/** Every report's expected text, computed from the code (nothing is written). */
export function buildApiReports(rootDir: string, definitions: readonly ApiReportDefinition[] = API_REPORTS): ApiReportFile[] {
  const program = createEntryProgram(rootDir, definitions.map((definition) => definition.entry));
  const rootsByEntry = definitions.map((definition) => {
    const sourceFile = program.getSourceFile(path.join(rootDir, definition.entry));
    if (!sourceFile) throw new Error(`The API report cannot read ${definition.entry}`);
    return { definition, roots: definition.roots(program, sourceFile) };
  });
  const checker = program.getTypeChecker();
  return rootsByEntry.map(({ definition, roots }) => {
    const elsewhere = new Map<ts.Symbol, string>();
    for (const other of rootsByEntry) {
      if (other.definition === definition) continue;
      for (const root of other.roots) for (const declaration of root.declarations) {
        const name = ts.getNameOfDeclaration(declaration);
        const symbol = name && checker.getSymbolAtLocation(name);
        if (symbol && root.keyword) elsewhere.set(symbol, other.definition.entry);
      }
    }
    const model = new ApiCollector(program, { rootDir, scope: definition.scope, elsewhere }).collect(roots);
    return { output: definition.output, text: withoutAbsolutePaths(formatReport(definition, model), rootDir) };
  });
}
