import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readFileRegions } from './svgRegions';

describe('readFileRegions', () => {
  it('names drawn shapes with ids as regions, titled by attribute, <title> child or id', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">
      <defs><path id="hidden" d="M0 0"/></defs>
      <g id="layer"><path id="DE-BY" title="Bavaria" d="M0 0"/>
      <rect id="DE-BE" x="0" y="0" width="1" height="1"><title>Berlin</title></rect>
      <circle id="DE-HH" r="1"/><path d="M1 1"/><path id="DE-BY" d="M2 2"/></g>
      <sodipodi:namedview xmlns:sodipodi="x" id="nv"><path id="editor-only"/></sodipodi:namedview>
    </svg>`;
    expect(readFileRegions(svg)).toEqual([
      { id: 'DE-BY', title: 'Bavaria' },
      { id: 'DE-BE', title: 'Berlin' },
      { id: 'DE-HH', title: 'DE-HH' },
    ]);
  });

  it('keeps only ids with the region prefix, without the prefix', () => {
    const svg = '<svg><path id="r_a" d="M0 0"/><path id="b" d="M0 0"/></svg>';
    expect(readFileRegions(svg, 'r_')).toEqual([{ id: 'a', title: 'a' }]);
  });

  it('reads every country of the Europe map', () => {
    const regions = readFileRegions(readFileSync('fixtures/maps/not-calibrated-europe.svg', 'utf8'));
    expect(regions.map((region) => region.id)).toEqual(expect.arrayContaining(['de', 'fr', 'es', 'it', 'pl']));
    expect(regions.map((region) => region.id)).not.toContain('layer2');
  });

  it('throws on text that is not XML', () => {
    expect(() => readFileRegions('<svg><path id="a"></svg>')).toThrow();
  });
});
