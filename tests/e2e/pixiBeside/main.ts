/**
 * A page that uses pixi.js itself (its own `Application`) and the map engine as a library, in
 * the order `?order=` names: `pixi-first` starts the application before the engine's modules
 * load, `engine-first` mounts the map before pixi's renderer module loads. `window.pixiBeside`
 * resolves once both have drawn, or rejects with what failed. `?evalFree` makes the engine's
 * renderer draw without `eval` (for a page whose policy forbids it).
 */
import type { MapEngine } from '../../../engine/index';

/** The pixi square's colour and the map's region colour, which the spec looks for. */
const SQUARE = 0xd03020;
const MAP_BASE = '#2a9d4a';

async function startPixi(): Promise<void> {
  const { Application, Graphics } = await import('pixi.js');
  const app = new Application();
  await app.init({ width: 200, height: 200, background: '#ffffff', preference: 'webgl', autoStart: false, sharedTicker: false, preserveDrawingBuffer: true });
  app.stage.addChild(new Graphics().rect(50, 50, 100, 100).fill(SQUARE));
  app.render();
  document.getElementById('pixi-host')?.append(app.canvas);
}

async function startEngine(): Promise<MapEngine> {
  const { MapEngine, drawWithoutEval } = await import('../../../engine/index');
  if (new URLSearchParams(location.search).has('evalFree')) drawWithoutEval();
  const host = document.getElementById('engine-host') as HTMLElement;
  const engine = new MapEngine(host, {
    source: '/maps/geo-calibrated-usa.svg', responsive: false, width: 400, height: 260,
    colors: { base: MAP_BASE, stroke: '#ffffff' }, title: 'Map beside pixi',
  });
  await engine.whenReady();
  return engine;
}

async function start(): Promise<void> {
  const pixiFirst = new URLSearchParams(location.search).get('order') === 'pixi-first';
  if (pixiFirst) await startPixi();
  const engine = await startEngine();
  if (!pixiFirst) await startPixi();
  // The engine draws again after pixi's renderer module has loaded (a zoom in and back).
  engine.zoomIn();
  engine.zoomOut();
  await new Promise((resolve) => setTimeout(resolve, 500));
}

(window as unknown as { pixiBeside: Promise<void> }).pixiBeside = start();
