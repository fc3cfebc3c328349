import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IDENTITY } from './matrix';
import { parsePathData } from './parsePathData';
import type { CenterArc, PathSink } from './pathSink';
import { RingBuilder } from './RingBuilder';

type Command = [string, ...number[]];

/** A sink that writes down every call, so properties can read what the parser produced. */
function recordingSink(): PathSink & { calls: Command[] } {
  const calls: Command[] = [];
  return {
    calls,
    moveTo: (x, y) => calls.push(['M', x, y]),
    lineTo: (x, y) => calls.push(['L', x, y]),
    quadTo: (x1, y1, x, y) => calls.push(['Q', x1, y1, x, y]),
    cubicTo: (x1, y1, x2, y2, x, y) => calls.push(['C', x1, y1, x2, y2, x, y]),
    arcTo: (arc: CenterArc, x, y) => calls.push(['A', arc.cx, arc.cy, arc.rx, arc.ry, arc.phi, arc.theta, arc.delta, x, y]),
    closePath: () => calls.push(['Z']),
  };
}

/** Text made of path-data characters, so the scanner reaches deep states, plus any Unicode. */
const pathLikeText = fc.oneof(
  fc.string({ unit: fc.constantFrom(...'MmLlHhVvCcSsQqTtAaZz0123456789.-+eE, \t\n'.split('')), maxLength: 120 }),
  fc.string({ unit: 'binary', maxLength: 80 }),
);

/** Numbers a hostile or careless file may hold: huge, tiny, exponent forms. */
const numberText = fc.oneof(
  fc.double({ noNaN: true }).map(String),
  fc.constantFrom('1e308', '1e309', '-1e999', '4e-324', '.5e+400', '9'.repeat(400), `0.${'0'.repeat(400)}1`),
);

describe('parsePathData properties', () => {
  it('never throws and hands the sink only finite numbers, whatever the text', () => {
    fc.assert(fc.property(pathLikeText, (d) => {
      const sink = recordingSink();
      parsePathData(d, sink);
      for (const call of sink.calls) {
        for (const value of call.slice(1)) expect(Number.isFinite(value)).toBe(true);
      }
    }), { numRuns: 300 });
  });

  it('stops at a coordinate that overflows to infinity instead of passing it on', () => {
    fc.assert(fc.property(fc.constantFrom('M', 'L', 'C', 'Q', 'A', 'H', 'V'), numberText, (command, number) => {
      const sink = recordingSink();
      const args = command === 'A' ? `1 1 0 0 1 ${number} 5` : command === 'C' ? `${number} 1 2 2 3 3` : command === 'Q' ? `${number} 1 2 2` : command === 'H' || command === 'V' ? number : `${number} 1`;
      parsePathData(`M 0 0 ${command} ${args}`, sink);
      for (const call of sink.calls) {
        for (const value of call.slice(1)) expect(Number.isFinite(value)).toBe(true);
      }
    }), { numRuns: 200 });
  });

  it('turns arcs with any finite radii, rotation and end point into finite arcs or lines', () => {
    const anyFinite = fc.double({ noNaN: true, noDefaultInfinity: true });
    fc.assert(fc.property(anyFinite, anyFinite, anyFinite, fc.boolean(), fc.boolean(), anyFinite, anyFinite, (rx, ry, rotation, large, sweep, x, y) => {
      const sink = recordingSink();
      parsePathData(`M 1 1 A ${rx} ${ry} ${rotation} ${large ? 1 : 0} ${sweep ? 1 : 0} ${x} ${y}`, sink);
      for (const call of sink.calls) {
        for (const value of call.slice(1)) expect(Number.isFinite(value)).toBe(true);
      }
    }), { numRuns: 300 });
  });

  it('reads back absolute commands written with any separators (round trip)', () => {
    const coordinate = fc.integer({ min: -100_000, max: 100_000 }).map((n) => n / 100);
    const command = fc.oneof(
      fc.tuple(fc.constant('L'), coordinate, coordinate),
      fc.tuple(fc.constant('Q'), coordinate, coordinate, coordinate, coordinate),
      fc.tuple(fc.constant('C'), coordinate, coordinate, coordinate, coordinate, coordinate, coordinate),
    ).map((tuple) => tuple as Command);
    const separator = fc.constantFrom(' ', ',', ', ', '\n', '\t ');
    fc.assert(fc.property(coordinate, coordinate, fc.array(command, { maxLength: 12 }), separator, fc.boolean(), (x, y, commands, sep, close) => {
      const expected: Command[] = [['M', x, y], ...commands];
      if (close) expected.push(['Z']);
      const text = expected.map(([letter, ...numbers]) => [letter, ...numbers.map(String)].join(sep)).join(sep);
      const sink = recordingSink();
      parsePathData(text, sink);
      expect(sink.calls).toEqual(expected);
    }), { numRuns: 200 });
  });

  it('flattens any path into rings of finite points with an even number of values', () => {
    fc.assert(fc.property(pathLikeText, (d) => {
      const builder = new RingBuilder(IDENTITY, 0.5);
      parsePathData(d, builder);
      for (const ring of builder.finish().rings) {
        expect(ring.length % 2).toBe(0);
        for (const value of ring) expect(Number.isFinite(value)).toBe(true);
      }
    }), { numRuns: 200 });
  });
});
