import type { FillRule } from './types';

/** The inherited presentation properties the engine draws with. */
export interface InheritedStyle {
  fill: string | null;
  fillOpacity: number;
  fillRule: FillRule;
  stroke: string | null;
  strokeWidth: number | null;
  strokeOpacity: number;
  visible: boolean;
  fontSize: number | null;
  fontFamily: string | null;
  textAnchor: string | null;
}

/** One element's computed style: inherited properties plus the two that apply to a subtree only. */
interface ComputedStyle {
  inherited: InheritedStyle;
  displayNone: boolean;
  opacity: number;
}

/** A `<style>` rule with a simple selector (`tag`, `#id`, `.class` or a compound of them). */
export interface CssRule {
  tag: string | null;
  id: string | null;
  classes: string[];
  specificity: number;
  declarations: Map<string, string>;
}

/** SVG's initial values; `fill` stays `null` ("not authored") so the domain can pick a default. */
export const ROOT_STYLE: InheritedStyle = {
  fill: null, fillOpacity: 1, fillRule: 'nonzero', stroke: null, strokeWidth: null,
  strokeOpacity: 1, visible: true, fontSize: null, fontFamily: null, textAnchor: null,
};

const PROPERTIES = new Set([
  'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-opacity', 'visibility',
  'font-size', 'font-family', 'text-anchor', 'display', 'opacity',
]);

/** Parses `a: b; c: d` declarations, keeping only properties the engine uses. */
function parseDeclarations(text: string, into = new Map<string, string>()): Map<string, string> {
  for (const part of text.split(';')) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    const name = part.slice(0, colon).trim().toLowerCase();
    if (!PROPERTIES.has(name)) continue;
    const value = part.slice(colon + 1).replace(/!important/i, '').trim();
    if (value !== '') into.set(name, value);
  }
  return into;
}

const SIMPLE_SELECTOR = /^([a-zA-Z][\w-]*)?((?:[#.][\w-]+)*)$/;

/**
 * Reads the rules of a `<style>` element. Only simple selectors are understood (what map files
 * use for class-based colouring); rules with combinators or pseudo-classes are skipped.
 */
export function parseStyleSheet(css: string): CssRule[] {
  const rules: CssRule[] = [];
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const block of withoutComments.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const declarations = parseDeclarations(block[2] ?? '');
    if (declarations.size === 0) continue;
    for (const raw of (block[1] ?? '').split(',')) {
      const rule = parseSelector(raw.trim(), declarations);
      if (rule) rules.push(rule);
    }
  }
  // Stable sort: equal specificity keeps source order, so later rules still win.
  return rules.sort((a, b) => a.specificity - b.specificity);
}

function parseSelector(selector: string, declarations: Map<string, string>): CssRule | null {
  const match = SIMPLE_SELECTOR.exec(selector);
  if (!match || selector === '') return null;
  const parts = (match[2] ?? '').match(/[#.][\w-]+/g) ?? [];
  const ids = parts.filter((p) => p.startsWith('#')).map((p) => p.slice(1));
  const classes = parts.filter((p) => p.startsWith('.')).map((p) => p.slice(1));
  if (ids.length > 1) return null;
  const tag = match[1] ?? null;
  const specificity = ids.length * 10_000 + classes.length * 100 + (tag ? 1 : 0);
  return { tag, id: ids[0] ?? null, classes, specificity, declarations };
}

function ruleMatches(rule: CssRule, tag: string, id: string | undefined, classes: string[]): boolean {
  if (rule.tag !== null && rule.tag !== tag) return false;
  if (rule.id !== null && rule.id !== id) return false;
  return rule.classes.every((c) => classes.includes(c));
}

/**
 * Computes an element's style: presentation attributes, then matching `<style>` rules, then the
 * `style` attribute (the CSS cascade order), applied over the parent's inherited style.
 */
export function computeStyle(
  parent: InheritedStyle, tag: string, attrs: Record<string, string>, rules: readonly CssRule[],
): ComputedStyle {
  const declared = new Map<string, string>();
  for (const name of PROPERTIES) {
    const value = attrs[name];
    if (value !== undefined) declared.set(name, value.trim());
  }
  if (rules.length > 0) {
    const classes = (attrs.class ?? '').split(/\s+/).filter(Boolean);
    for (const rule of rules) {
      if (!ruleMatches(rule, tag, attrs.id, classes)) continue;
      for (const [name, value] of rule.declarations) declared.set(name, value);
    }
  }
  if (attrs.style !== undefined) parseDeclarations(attrs.style, declared);
  if (declared.size === 0) return { inherited: parent, displayNone: false, opacity: 1 };
  return {
    inherited: applyInherited(parent, declared),
    displayNone: declared.get('display') === 'none',
    opacity: unitNumber(declared.get('opacity'), 1),
  };
}

function applyInherited(parent: InheritedStyle, declared: Map<string, string>): InheritedStyle {
  const style = { ...parent };
  const value = (name: string): string | undefined => {
    const v = declared.get(name);
    return v === undefined || v === 'inherit' ? undefined : v;
  };
  const fill = value('fill');
  if (fill !== undefined) style.fill = fill;
  const stroke = value('stroke');
  if (stroke !== undefined) style.stroke = stroke;
  style.fillOpacity = unitNumber(value('fill-opacity'), parent.fillOpacity);
  style.strokeOpacity = unitNumber(value('stroke-opacity'), parent.strokeOpacity);
  const rule = value('fill-rule');
  if (rule === 'evenodd' || rule === 'nonzero') style.fillRule = rule;
  style.strokeWidth = positiveNumber(value('stroke-width'), parent.strokeWidth);
  style.fontSize = positiveNumber(value('font-size'), parent.fontSize);
  const visibility = value('visibility');
  if (visibility !== undefined) style.visible = visibility === 'visible';
  style.fontFamily = value('font-family') ?? parent.fontFamily;
  style.textAnchor = value('text-anchor') ?? parent.textAnchor;
  return style;
}

/** An opacity-like value (`0.4` or `40%`), clamped to 0..1; invalid input keeps the fallback. */
function unitNumber(text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const n = parseFloat(text);
  if (!Number.isFinite(n)) return fallback;
  const value = text.trim().endsWith('%') ? n / 100 : n;
  return Math.min(1, Math.max(0, value));
}

function positiveNumber(text: string | undefined, fallback: number | null): number | null {
  if (text === undefined) return fallback;
  const n = parseFloat(text);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}
