import ts from 'typescript';
import { DeclarationRenderer, type ReferenceSink } from './DeclarationRenderer';
import { relativePath } from './program';

/** One public name of a report and the declarations behind it. */
export interface ApiRoot {
  name: string;
  declarations: readonly ts.Declaration[];
  /** Written before each declaration: `export ` for a module's exports, nothing for a global. */
  keyword: string;
}

/** A declaration as it appears in a report. */
export interface RenderedDeclaration {
  name: string;
  /** Where it is declared, from the repository root. */
  file: string;
  text: string;
  documented: boolean;
}

/** What one report holds, every list sorted. */
export interface ApiModel {
  roots: RenderedDeclaration[];
  /** Declarations in the report's scope that the public ones name without exporting them. */
  named: RenderedDeclaration[];
  /** Names from other modules and packages, by module, that the public declarations use. */
  external: Array<{ module: string; names: string[] }>;
}

/** Where a report looks, and what it already knows is reported elsewhere. */
export interface CollectOptions {
  rootDir: string;
  /** Folder (from the repository root, ending in `/`) whose named declarations are written out. */
  scope: string;
  /** Symbols reported by another entry, with that entry's path: named, not repeated. */
  elsewhere: ReadonlyMap<ts.Symbol, string>;
}

/** How deep an inferred type is searched for named types; deeper ones are rare and noisy. */
const MAX_TYPE_DEPTH = 4;

/**
 * Renders a report's public declarations and follows the types they name: those declared in
 * the report's scope are rendered too (they are part of the surface even when the entry does
 * not export them), anything else is listed by module. Library globals (`HTMLElement`,
 * `Promise`) are left out.
 */
export class ApiCollector implements ReferenceSink {
  private readonly checker: ts.TypeChecker;
  private readonly renderer: DeclarationRenderer;
  private readonly rootSymbols = new Set<ts.Symbol>();
  private readonly queued = new Set<ts.Symbol>();
  private readonly pending: ts.Symbol[] = [];
  private readonly external = new Map<string, Set<string>>();
  private readonly followedTypes = new Set<ts.Type>();

  constructor(private readonly program: ts.Program, private readonly options: CollectOptions) {
    this.checker = program.getTypeChecker();
    this.renderer = new DeclarationRenderer(this.checker, this);
  }

  collect(roots: readonly ApiRoot[]): ApiModel {
    for (const root of roots) for (const declaration of root.declarations) this.rootSymbols.add(this.symbolOf(declaration));
    const rendered = roots.map((root) => this.renderRoot(root));
    const named: RenderedDeclaration[] = [];
    for (let symbol = this.pending.shift(); symbol; symbol = this.pending.shift()) {
      const declaration = this.renderSymbol(symbol.name, symbol.declarations ?? [], '');
      if (declaration) named.push(declaration);
    }
    return {
      roots: rendered.sort(byNameThenFile),
      named: named.sort(byNameThenFile),
      external: Array.from(this.external, ([module, names]) => ({ module, names: Array.from(names).sort() }))
        .sort((a, b) => compareText(a.module, b.module)),
    };
  }

  printedNode(node: ts.Node): void {
    const visit = (child: ts.Node): void => {
      if (ts.isTypeReferenceNode(child)) this.followName(child.typeName);
      else if (ts.isExpressionWithTypeArguments(child)) this.followName(child.expression);
      else if (ts.isTypeQueryNode(child)) this.followName(child.exprName);
      ts.forEachChild(child, visit);
    };
    visit(node);
  }

  printedType(type: ts.Type): void {
    this.followType(type, 0);
  }

  private renderRoot(root: ApiRoot): RenderedDeclaration {
    const rendered = this.renderSymbol(root.name, root.declarations, root.keyword);
    if (!rendered) throw new Error(`The API report cannot describe ${root.name} (${root.declarations[0]?.getSourceFile().fileName ?? 'no declaration'})`);
    return rendered;
  }

  private renderSymbol(name: string, declarations: readonly ts.Declaration[], keyword: string): RenderedDeclaration | null {
    const texts = declarations.flatMap((declaration) => {
      const text = this.renderer.render(declaration);
      return text === null ? [] : [keyword + text];
    });
    const [first] = declarations;
    if (texts.length === 0 || !first) return null;
    return {
      name,
      file: relativePath(this.options.rootDir, first.getSourceFile().fileName),
      text: texts.join('\n\n'),
      documented: declarations.some((declaration) => ts.getJSDocCommentsAndTags(declaration).length > 0),
    };
  }

  private followName(name: ts.Node): void {
    const symbol = this.checker.getSymbolAtLocation(name);
    if (!symbol) return;
    const specifier = importedFrom(symbol);
    this.follow(symbol, specifier ? this.moduleLabel(specifier) : null);
  }

  private followType(type: ts.Type, depth: number): void {
    if (depth > MAX_TYPE_DEPTH || this.followedTypes.has(type)) return;
    this.followedTypes.add(type);
    const next = (inner: ts.Type) => this.followType(inner, depth + 1);
    if (type.aliasSymbol) {
      this.follow(type.aliasSymbol, null);
      type.aliasTypeArguments?.forEach(next);
      return;
    }
    if (type.isUnionOrIntersection()) {
      type.types.forEach(next);
      return;
    }
    if (!(type.flags & ts.TypeFlags.Object)) return;
    const objectType = type as ts.ObjectType;
    if (objectType.objectFlags & ts.ObjectFlags.Reference) this.checker.getTypeArguments(type as ts.TypeReference).forEach(next);
    const symbol = type.getSymbol();
    if (symbol && symbol.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Interface | ts.SymbolFlags.Enum)) {
      this.follow(symbol, null);
      return;
    }
    for (const property of type.getProperties()) next(this.checker.getTypeOfSymbol(property));
    for (const signature of [...type.getCallSignatures(), ...type.getConstructSignatures()]) {
      signature.getParameters().forEach((parameter) => next(this.checker.getTypeOfSymbol(parameter)));
      next(signature.getReturnType());
    }
  }

  /** Queues a named declaration of the scope, or lists where a name from outside comes from. */
  private follow(symbol: ts.Symbol, module: string | null): void {
    const target = symbol.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(symbol) : symbol;
    if (target.flags & ts.SymbolFlags.TypeParameter || this.rootSymbols.has(target) || this.queued.has(target)) return;
    const declaration = target.declarations?.[0];
    if (!declaration) return;
    const file = declaration.getSourceFile();
    const otherEntry = this.options.elsewhere.get(target);
    if (otherEntry) return this.listExternal(otherEntry, target.name);
    if (this.program.isSourceFileDefaultLibrary(file)) return;
    if (this.program.isSourceFileFromExternalLibrary(file) || file.fileName.includes('/node_modules/')) {
      if (module) this.listExternal(module, target.name);
      return;
    }
    const path = relativePath(this.options.rootDir, file.fileName);
    if (!path.startsWith(this.options.scope)) return this.listExternal(module ?? path, target.name);
    this.queued.add(target);
    this.pending.push(target);
  }

  private listExternal(module: string, name: string): void {
    const names = this.external.get(module) ?? new Set<string>();
    names.add(name);
    this.external.set(module, names);
  }

  private symbolOf(declaration: ts.Declaration): ts.Symbol {
    const name = ts.getNameOfDeclaration(declaration);
    const symbol = name ? this.checker.getSymbolAtLocation(name) : undefined;
    if (!symbol) throw new Error(`The API report found a declaration without a symbol in ${declaration.getSourceFile().fileName}`);
    return symbol;
  }

  /** The module an imported name comes from, as the importing file wrote it when it is a package. */
  private moduleLabel(specifier: ts.Expression): string {
    const moduleSymbol = this.checker.getSymbolAtLocation(specifier);
    const file = moduleSymbol?.valueDeclaration?.getSourceFile();
    if (!file || file.fileName.includes('/node_modules/') || !ts.isStringLiteral(specifier)) return ts.isStringLiteral(specifier) ? specifier.text : specifier.getText();
    return relativePath(this.options.rootDir, file.fileName);
  }
}

/** The import or re-export a name came through, if it was imported. */
function importedFrom(symbol: ts.Symbol): ts.Expression | null {
  if (!(symbol.flags & ts.SymbolFlags.Alias)) return null;
  for (let node: ts.Node | undefined = symbol.declarations?.[0]; node; node = node.parent) {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return node.moduleSpecifier ?? null;
  }
  return null;
}

function compareText(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

function byNameThenFile(a: RenderedDeclaration, b: RenderedDeclaration): number {
  return compareText(a.name, b.name) || compareText(a.file, b.file);
}
