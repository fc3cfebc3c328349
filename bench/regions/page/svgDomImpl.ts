import type { MapRect, View, Viewport } from '../gesture';
import { changePresented, forceLayout } from './timing';
import type { BenchImpl, HighlightListener, ImplName, MountContext } from './types';

/**
 * What the product we replace does: the map file inlined as an `<svg>` element, moved by a CSS
 * `translate(…) scale(…)` transform while panning and zooming, and hover shown by changing the
 * hovered path's fill. Frames are DOM frames (see `timing.ts`).
 */
export class SvgDomImpl implements BenchImpl {
  readonly name: ImplName = 'svgdom';
  readonly fenced = false;
  private host: HTMLElement | null = null;
  private svg: SVGSVGElement | null = null;
  private content: MapRect = { x: 0, y: 0, width: 1, height: 1 };
  private viewport: Viewport = { width: 1, height: 1 };
  private listener: HighlightListener | null = null;
  private hoverColor = '';

  constructor(private readonly regionIds: ReadonlySet<string>) {}

  async mount(context: MountContext): Promise<void> {
    this.host = context.host;
    this.content = context.content;
    this.viewport = context.viewport;
    this.hoverColor = context.colors.hover;
    const text = await (await fetch(context.url)).text();
    const parsed = new DOMParser().parseFromString(text, 'image/svg+xml');
    const svg = document.importNode(parsed.documentElement, true) as unknown as SVGSVGElement;
    const { x, y, width, height } = context.content;
    // One map unit = one CSS px before the transform, so the transform alone sets the view.
    svg.setAttribute('viewBox', `${x} ${y} ${width} ${height}`);
    svg.setAttribute('width', String(width));
    svg.setAttribute('height', String(height));
    svg.style.cssText = 'position:absolute;left:0;top:0;display:block;transform-origin:0 0;overflow:hidden';
    svg.addEventListener('mouseover', this.onOver);
    svg.addEventListener('mouseout', this.onOut);
    this.svg = svg;
    this.applyView(context.view);
    context.host.append(svg);
    await changePresented(this, context.fence);
  }

  applyView(view: View): void {
    if (!this.svg) return;
    const tx = this.viewport.width / 2 - (view.cx - this.content.x) * view.scale;
    const ty = this.viewport.height / 2 - (view.cy - this.content.y) * view.scale;
    this.svg.style.transform = `translate(${tx}px, ${ty}px) scale(${view.scale})`;
  }

  fence(): void {
    if (this.host) forceLayout(this.host);
  }

  onHighlight(listener: HighlightListener | null): void {
    this.listener = listener;
  }

  dispose(): void {
    this.svg?.removeEventListener('mouseover', this.onOver);
    this.svg?.removeEventListener('mouseout', this.onOut);
    this.svg?.remove();
    this.svg = null;
    this.listener = null;
  }

  private region(event: Event): SVGElement | null {
    const target = event.target as SVGElement | null;
    if (!target?.id || !this.regionIds.has(target.id)) return null;
    return target;
  }

  private readonly onOver = (event: Event): void => {
    const region = this.region(event);
    if (!region) return;
    region.style.fill = this.hoverColor;
    this.listener?.(region.id);
  };

  private readonly onOut = (event: Event): void => {
    const region = this.region(event);
    if (region) region.style.fill = '';
  };
}
