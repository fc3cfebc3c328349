import { GlProgram } from '../../node_modules/pixi.js/lib/rendering/renderers/gl/shader/GlProgram';
import { generateProgram } from '../../node_modules/pixi.js/lib/rendering/renderers/gl/shader/program/generateProgram';
import { gpuFinished, pageGpuIdle } from './gpuIdle';
import type { WebGLRenderer } from './pixi';

/** A program's sources, as `Shader.from({ gl })` takes them. */
export interface ProgramSources {
  vertex: string;
  fragment: string;
  name: string;
}

/** The parts of pixi's shader system the linker reads and takes over (pixi marks them internal). */
interface ShaderSystemInternals {
  _programDataHash: Record<number, unknown> | null;
  _createProgramData(program: GlProgram): unknown;
  _getProgramData(program: GlProgram): unknown;
}

/** A program whose compile and link were asked of the GPU, not yet read back. */
interface Issued {
  program: GlProgram;
  linked: WebGLProgram;
  shaders: [WebGLShader, WebGLShader];
}

/** How long one look at the GPU's progress waits before the next. */
const POLL_MS = 16;
/** Past this, programs are read back even if the GPU never said their link is done. */
const GIVE_UP_MS = 5_000;

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Links a renderer's programs without holding the main thread. pixi links a program on its
 * first draw and asks for the link's result at once; on a software GPU (SwiftShader) that
 * question waits for the whole link, hundreds of ms to seconds of one task on the page's main
 * thread. The linker asks the GPU to compile and link ({@link start}) and reads the results
 * back later, one program per task, once the GPU says it is done
 * (`KHR_parallel_shader_compile`) or, where it cannot say, once it has worked through
 * everything asked before (a fence). A draw that needs a program still being linked takes the
 * one already asked for; nothing is linked twice.
 */
export class ProgramLinker {
  private readonly issued = new Map<number, Issued>();
  private readonly gl: WebGL2RenderingContext;
  private readonly system: ShaderSystemInternals;
  private readonly parallel: { COMPLETION_STATUS_KHR: number } | null;

  constructor(renderer: WebGLRenderer) {
    this.gl = renderer.gl;
    this.system = renderer.shader as unknown as ShaderSystemInternals;
    this.parallel = this.gl.getExtension('KHR_parallel_shader_compile') as { COMPLETION_STATUS_KHR: number } | null;
    const create = this.system._createProgramData.bind(this.system);
    this.system._createProgramData = (program) => {
      const issued = this.issued.get(program._key);
      if (!issued || this.gl.isContextLost()) return create(program);
      return this.adopt(issued);
    };
    // A new context forgets every program: those asked of the old one are gone with it.
    renderer.runners.contextChange.add({ contextChange: () => this.issued.clear() });
  }

  /**
   * Asks the GPU to compile and link the programs the renderer has not linked yet. Nothing is
   * read back, so the call does not wait for the GPU.
   */
  start(sources: readonly ProgramSources[]): void {
    const gl = this.gl;
    if (gl.isContextLost()) return;
    for (const source of sources) {
      const program = GlProgram.from(source);
      if (this.known(program)) continue;
      const linked = gl.createProgram();
      const vertex = gl.createShader(gl.VERTEX_SHADER);
      const fragment = gl.createShader(gl.FRAGMENT_SHADER);
      if (!linked || !vertex || !fragment) return;
      gl.shaderSource(vertex, program.vertex ?? '');
      gl.shaderSource(fragment, program.fragment ?? '');
      gl.compileShader(vertex);
      gl.compileShader(fragment);
      gl.attachShader(linked, vertex);
      gl.attachShader(linked, fragment);
      gl.linkProgram(linked);
      this.issued.set(program._key, { program, linked, shaders: [vertex, fragment] });
    }
    gl.flush();
  }

  /**
   * Starts the programs (see {@link start}) and resolves once the renderer holds them all
   * linked: each is read back in a task of its own, after the GPU is done with it.
   */
  async link(sources: readonly ProgramSources[]): Promise<void> {
    this.start(sources);
    const programs = sources.map((source) => GlProgram.from(source));
    const started = performance.now();
    await this.gpuDone(programs, started);
    for (const program of programs) {
      if (!this.issued.has(program._key)) continue;
      await wait(0);
      if (this.gl.isContextLost()) return;
      if (this.parallel) await this.linkDone(program, started);
      // Reading the program back waits for every map's queued frames: let the GPU get through them first.
      await pageGpuIdle(started);
      if (this.gl.isContextLost()) return;
      this.system._getProgramData(program);
    }
  }

  /** Whether the renderer has the program linked, or it was asked for already. */
  private known(program: GlProgram): boolean {
    return Boolean(this.system._programDataHash?.[program._key]) || this.issued.has(program._key);
  }

  /** Resolves once the GPU has worked through the commands issued so far (a fence), or at the latest after a while. */
  private async gpuDone(programs: readonly GlProgram[], started: number): Promise<void> {
    if (this.parallel || programs.every((program) => !this.issued.has(program._key))) return;
    await gpuFinished(this.gl, started);
  }

  /** Resolves once the GPU says the program's link is done (`KHR_parallel_shader_compile`). */
  private async linkDone(program: GlProgram, started: number): Promise<void> {
    const issued = this.issued.get(program._key);
    const status = this.parallel?.COMPLETION_STATUS_KHR;
    if (!issued || status === undefined) return;
    while (performance.now() - started < GIVE_UP_MS && !this.gl.isContextLost()) {
      if (this.gl.getProgramParameter(issued.linked, status)) return;
      await wait(POLL_MS);
    }
  }

  /**
   * The renderer's data of a program already asked for: pixi reads it from the linked program
   * (attributes, uniforms) as it would from one it linked itself.
   */
  private adopt(issued: Issued): unknown {
    const { program, linked, shaders } = issued;
    this.issued.delete(program._key);
    let next = 0;
    const gl = this.gl;
    const taken: Partial<WebGL2RenderingContext> = {
      createProgram: () => linked,
      createShader: () => shaders[next++] ?? null,
      shaderSource: () => undefined,
      compileShader: () => undefined,
      attachShader: () => undefined,
      linkProgram: () => undefined,
    };
    const adopting = new Proxy(gl, {
      get(target, name: string) {
        if (name in taken) return taken[name as keyof typeof taken];
        const value = (target as unknown as Record<string, unknown>)[name];
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const data = generateProgram(adopting, program);
    if (this.system._programDataHash) this.system._programDataHash[program._key] = data;
    return data;
  }
}

/**
 * Holds a scene's scheduled frames while its programs link (so no frame links one itself) and
 * draws the frame asked for meanwhile once every link is read back.
 */
export class LinkingFrames {
  private linking = 0;
  private frameWanted = false;

  constructor(private readonly linker: ProgramLinker, private readonly drawLater: () => void) {}

  /** Whether a scheduled frame must wait; it is then drawn once the links are done. */
  holdFrame(): boolean {
    if (this.linking === 0) return false;
    this.frameWanted = true;
    return true;
  }

  /** Links `programs` (see {@link ProgramLinker.link}); `stillWanted` says whether to draw after. */
  async link(programs: readonly ProgramSources[], stillWanted: () => boolean): Promise<void> {
    this.linking += 1;
    try {
      await this.linker.link(programs);
    } finally {
      this.linking -= 1;
      if (this.linking === 0 && this.frameWanted && stillWanted()) {
        this.frameWanted = false;
        this.drawLater();
      }
    }
  }
}
