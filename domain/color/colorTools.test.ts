import { describe, expect, it } from 'vitest';
import { analogous, contrastRatio, darken, isReadable, lighten, monochromatic, mostReadable, readabilityThreshold, saturate } from './colorTools';

describe('colour tools', () => {
  it('uses the spec thresholds: AA small and AAA large 4.5, AA large 3, AAA small 7', () => {
    expect(readabilityThreshold()).toBe(4.5);
    expect(readabilityThreshold({ level: 'AAA', size: 'large' })).toBe(4.5);
    expect(readabilityThreshold({ level: 'AA', size: 'large' })).toBe(3);
    expect(readabilityThreshold({ level: 'AAA', size: 'small' })).toBe(7);
  });

  it('judges readability by the contrast ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    // #777 on white is about 4.48: large text only.
    expect(isReadable('#777777', '#ffffff')).toBe(false);
    expect(isReadable('#777777', '#ffffff', { size: 'large' })).toBe(true);
    expect(isReadable('#595959', '#ffffff', { level: 'AAA' })).toBe(true);
  });

  it('picks the most readable candidate, or black or white when none is readable', () => {
    expect(mostReadable('#ffffff', ['#eeeeee', '#333333'])).toBe('#333333');
    expect(mostReadable('#111111', ['#222222', '#333333'])).toBe('#ffffff');
  });

  it('lightens, darkens and saturates by 10 by default', () => {
    expect(lighten('#808080')).toBe('#999999');
    expect(darken('#808080')).toBe('#666666');
    expect(lighten('#808080', 20)).toBe('#b3b3b3');
    expect(saturate('#996666')).not.toBe('#996666');
  });

  it('gives 6 analogous and 6 monochromatic colours, the colour first', () => {
    const near = analogous('#ff0000');
    expect(near).toHaveLength(6);
    expect(near[0]).toBe('#ff0000');
    const shades = monochromatic('#ff0000');
    expect(shades).toHaveLength(6);
    expect(new Set(shades).size).toBe(6);
  });
});
