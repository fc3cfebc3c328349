import type { MapRect, Viewport } from '../gesture';
import type { ImplName } from './types';

/** What `bench.prepare` learns about the map. */
export interface PreparedMap {
  content: MapRect;
  regions: number;
  viewport: Viewport;
}

/** One mount: first-frame time, plus the engine-only load figures. */
export interface MountReport {
  firstFrameMs: number;
  /** Longest main-thread task (0: none over the browser's 50 ms threshold) between mount and first frame. */
  longestTaskMs: number;
  heapMb?: number;
  heapBeforeMb?: number;
  /** The engine's own count of region-layer draw calls. */
  drawCalls?: number;
  /** WebGL draw calls actually issued for one whole engine frame (every layer). */
  glDrawCalls?: number;
  /** The engine's `mapsvg:*` load-step measures (ms), when it records them. */
  loadSteps?: Record<string, number>;
}

/** A screen point well inside one region at the first view. */
export interface HoverPoint {
  x: number;
  y: number;
  id: string;
}

/** One hover probe: pointer event to highlighted frame, and the region that lit up. */
export interface HoverSample {
  ms: number;
  id: string;
  /**
   * The browser's Event Timing duration of the same input: from the event to the presentation of
   * the next frame (8 ms granularity; 16 means "16 or less", the smallest figure it reports).
   */
  presentedMs: number;
}

/** Per-point hit-test cost of the engine's spatial index. */
export interface HitTestReport {
  perCallUs: number[];
  onRegion: number;
  isolated: boolean;
}

/** `window.bench`: what the Node runner calls in the bench page. */
export interface BenchPageApi {
  prepare(url: string): Promise<PreparedMap>;
  mount(name: ImplName): Promise<MountReport>;
  /**
   * Mounts the implementation into a fresh empty document and returns ms from the start of the
   * mount to the presentation of its first frame (first contentful paint; NaN when none).
   */
  presentedFirstFrame(name: ImplName): Promise<number>;
  gesture(frames: number): Promise<number[]>;
  hoverPoints(count: number, seed: number): HoverPoint[];
  settle(): Promise<void>;
  armHover(): void;
  hoverResult(timeoutMs: number): Promise<HoverSample | null>;
  hitTest(count: number, repeats: number, seed: number): HitTestReport;
  dispose(): void;
}

declare global {
  interface Window {
    /** Installed by the bench page's main.ts. */
    bench: BenchPageApi;
  }
}
