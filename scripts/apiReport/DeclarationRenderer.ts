import ts from 'typescript';

/** Where a renderer reports the source nodes and checker types it printed, to find what they name. */
export interface ReferenceSink {
  /** A source node printed as written: its type references are followed. */
  printedNode(node: ts.Node): void;
  /** A type the checker inferred (no annotation in the source): its named types are followed. */
  printedType(type: ts.Type): void;
}

/** Inferred types laid out as the printer lays out written ones: object types one member a line. */
const TYPE_NODE_FORMAT = ts.NodeBuilderFlags.NoTruncation
  | ts.NodeBuilderFlags.MultilineObjectLiterals
  | ts.NodeBuilderFlags.UseSingleQuotesForStringLiteralType
  | ts.NodeBuilderFlags.UseAliasDefinedOutsideCurrentScope
  | ts.NodeBuilderFlags.IgnoreErrors;

const HIDDEN_MEMBER = ts.ModifierFlags.Private | ts.ModifierFlags.Protected;

const INDENT = '    ';

type SignatureNode = ts.SignatureDeclaration & { readonly body?: ts.Node | undefined };

/**
 * Turns declarations into declaration-file text: types as written where the source has them,
 * the checker's inferred types where it does not, bodies and comments left out, private and
 * protected class members hidden. The printer lays every node out the same way whatever the
 * source's formatting, so the text only changes when the API does.
 */
export class DeclarationRenderer {
  private readonly printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

  constructor(private readonly checker: ts.TypeChecker, private readonly sink: ReferenceSink) {}

  /** The declaration's text without `export`/`declare`/`default`; null for a kind it does not report. */
  render(node: ts.Declaration): string | null {
    if (ts.isClassDeclaration(node)) return this.classText(node);
    if (ts.isFunctionDeclaration(node)) return this.functionText(node);
    if (ts.isVariableDeclaration(node)) return this.variableText(node);
    if (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node) || ts.isEnumDeclaration(node)) return this.asWritten(node);
    return null;
  }

  /** A function declaration's overloads, or its one signature. */
  private functionText(node: ts.FunctionDeclaration): string | null {
    const overloads = this.visibleSignatures(node);
    if (!overloads.includes(node)) return null;
    const name = node.name?.text ?? 'default';
    return `function ${name}${this.signatureText(node)};`;
  }

  private variableText(node: ts.VariableDeclaration): string {
    const list = node.parent;
    const keyword = ts.isVariableDeclarationList(list) && list.flags & ts.NodeFlags.Const ? 'const' : 'let';
    const name = this.print(node.name);
    if (node.type) return `${keyword} ${name}: ${this.typeNodeText(node.type)};`;
    const type = this.checker.getTypeAtLocation(node.name);
    const members = this.objectMembers(type, node);
    if (members) return `${keyword} ${name}: {\n${members.map(indent).join('\n')}\n};`;
    return `${keyword} ${name}: ${this.inferredText(type, node)};`;
  }

  /**
   * The members of an object literal's type written out, functions as method signatures with
   * their declared parameters (an object of functions is how a global API is usually built);
   * null for any other type.
   */
  private objectMembers(type: ts.Type, at: ts.Node): string[] | null {
    const isObjectLiteral = (type.getSymbol()?.flags ?? 0) & ts.SymbolFlags.ObjectLiteral;
    if (!isObjectLiteral || type.getCallSignatures().length > 0) return null;
    return type.getProperties().flatMap((property) => {
      const propertyType = this.checker.getTypeOfSymbolAtLocation(property, at);
      const declared = propertyType.getCallSignatures().map((signature) => signature.getDeclaration());
      if (declared.length > 0 && declared.every((declaration) => declaration !== undefined && !declaration.getSourceFile().isDeclarationFile)) {
        return declared.map((declaration) => `${property.name}${this.signatureText(declaration)};`);
      }
      return [`${property.name}: ${this.inferredText(propertyType, at)};`];
    });
  }

  private classText(node: ts.ClassDeclaration): string {
    const modifiers = ts.getCombinedModifierFlags(node) & ts.ModifierFlags.Abstract ? 'abstract ' : '';
    const heritage = (node.heritageClauses ?? []).map((clause) => ` ${this.asWritten(clause).trim()}`).join('');
    const header = `${modifiers}class ${node.name?.text ?? 'default'}${this.typeParametersText(node.typeParameters)}${heritage}`;
    const members = node.members.flatMap((member) => this.memberLines(member));
    if (members.length === 0) return `${header} {\n}`;
    return `${header} {\n${members.map(indent).join('\n')}\n}`;
  }

  private memberLines(member: ts.ClassElement): string[] {
    if (isHidden(member)) return [];
    const prefix = memberModifiers(member);
    if (ts.isConstructorDeclaration(member)) {
      if (!this.visibleSignatures(member).includes(member)) return [];
      return [`${prefix}constructor${this.parametersText(member)};`, ...this.parameterProperties(member)];
    }
    if (ts.isMethodDeclaration(member)) {
      if (!this.visibleSignatures(member).includes(member)) return [];
      return [`${prefix}${this.print(member.name)}${member.questionToken ? '?' : ''}${this.signatureText(member)};`];
    }
    if (ts.isGetAccessorDeclaration(member)) return [`${prefix}get ${this.print(member.name)}(): ${this.returnText(member)};`];
    if (ts.isSetAccessorDeclaration(member)) return [`${prefix}set ${this.print(member.name)}${this.parametersText(member)};`];
    if (ts.isPropertyDeclaration(member)) {
      const optional = member.questionToken ? '?' : '';
      return [`${prefix}${this.print(member.name)}${optional}: ${this.declaredOrInferred(member)};`];
    }
    if (ts.isIndexSignatureDeclaration(member)) return [this.asWritten(member)];
    return [];
  }

  /** Constructor parameters declared `readonly`/`public` are properties of the class too. */
  private parameterProperties(constructor: ts.ConstructorDeclaration): string[] {
    return constructor.parameters.flatMap((parameter) => {
      if (!ts.isParameterPropertyDeclaration(parameter, constructor) || isHidden(parameter)) return [];
      const readonly = ts.getCombinedModifierFlags(parameter) & ts.ModifierFlags.Readonly ? 'readonly ' : '';
      const optional = parameter.questionToken || parameter.initializer ? '?' : '';
      return [`${readonly}${this.print(parameter.name)}${optional}: ${this.declaredOrInferred(parameter)};`];
    });
  }

  /** With overloads, callers see only those; the implementation's signature is not public. */
  private visibleSignatures(node: SignatureNode): ts.Declaration[] {
    const symbol = ts.isConstructorDeclaration(node) ? this.checker.getSymbolAtLocation(node.parent.name ?? node.parent) : this.checker.getSymbolAtLocation(node.name ?? node);
    const declarations = ts.isConstructorDeclaration(node)
      ? node.parent.members.filter(ts.isConstructorDeclaration)
      : (symbol?.declarations ?? [node]).filter((declaration) => declaration.kind === node.kind);
    const overloads = declarations.filter((declaration) => !(declaration as SignatureNode).body);
    return overloads.length > 0 ? overloads : declarations;
  }

  private signatureText(node: ts.SignatureDeclaration): string {
    return `${this.typeParametersText(node.typeParameters)}${this.parametersText(node)}: ${this.returnText(node)}`;
  }

  private typeParametersText(parameters: ts.NodeArray<ts.TypeParameterDeclaration> | undefined): string {
    if (!parameters || parameters.length === 0) return '';
    return `<${parameters.map((parameter) => this.asWritten(parameter)).join(', ')}>`;
  }

  private parametersText(node: ts.SignatureDeclaration): string {
    const parameters = node.parameters.map((parameter) => {
      const rest = parameter.dotDotDotToken ? '...' : '';
      const optional = parameter.questionToken || parameter.initializer ? '?' : '';
      return `${rest}${this.print(parameter.name)}${optional}: ${this.declaredOrInferred(parameter)}`;
    });
    return `(${parameters.join(', ')})`;
  }

  private returnText(node: ts.SignatureDeclaration): string {
    if (node.type) return this.typeNodeText(node.type);
    const signature = this.checker.getSignatureFromDeclaration(node);
    if (!signature) return 'unknown';
    return this.inferredText(this.checker.getReturnTypeOfSignature(signature), node);
  }

  private declaredOrInferred(node: ts.PropertyDeclaration | ts.ParameterDeclaration): string {
    if (node.type) return this.typeNodeText(node.type);
    return this.inferredText(this.checker.getTypeAtLocation(node), node);
  }

  private typeNodeText(node: ts.TypeNode): string {
    this.sink.printedNode(node);
    return this.print(node);
  }

  private inferredText(type: ts.Type, at: ts.Node): string {
    this.sink.printedType(type);
    const node = this.checker.typeToTypeNode(type, at, TYPE_NODE_FORMAT);
    if (!node) return this.checker.typeToString(type, at, ts.TypeFormatFlags.NoTruncation);
    return this.print(node, at.getSourceFile());
  }

  /** A node as written (comments dropped), with the export modifiers a report adds itself. */
  private asWritten(node: ts.Node): string {
    this.sink.printedNode(node);
    return this.print(node).replace(/^(?:(?:export|declare|default)\s+)+/, '');
  }

  private print(node: ts.Node, sourceFile: ts.SourceFile = node.getSourceFile()): string {
    keepTuplesOnOneLine(node);
    return this.printer.printNode(ts.EmitHint.Unspecified, node, sourceFile);
  }
}

/** A multi-line member indented as a whole, so the lines of its object types stay aligned. */
function indent(text: string): string {
  return text.split('\n').map((line) => INDENT + line).join('\n');
}

/** The printer puts each tuple element on its own line unless told otherwise; `[x, y]` reads better. */
function keepTuplesOnOneLine(node: ts.Node): void {
  if (ts.isTupleTypeNode(node)) ts.setEmitFlags(node, ts.EmitFlags.SingleLine);
  ts.forEachChild(node, keepTuplesOnOneLine);
}

/**
 * Private and protected members, and members documented `@internal` (kept public in TypeScript
 * for the product's own benchmarks, tests or page start-up, but not promised to site scripts).
 */
function isHidden(member: ts.ClassElement | ts.ParameterDeclaration): boolean {
  if (member.name && ts.isPrivateIdentifier(member.name)) return true;
  if (ts.getJSDocTags(member).some((tag) => tag.tagName.text === 'internal')) return true;
  return (ts.getCombinedModifierFlags(member) & HIDDEN_MEMBER) !== 0;
}

function memberModifiers(member: ts.ClassElement): string {
  const flags = ts.getCombinedModifierFlags(member as ts.Declaration);
  const words: string[] = [];
  if (flags & ts.ModifierFlags.Static) words.push('static');
  if (flags & ts.ModifierFlags.Abstract) words.push('abstract');
  if (flags & ts.ModifierFlags.Readonly) words.push('readonly');
  return words.map((word) => `${word} `).join('');
}
