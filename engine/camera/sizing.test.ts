import { describe, expect, it } from 'vitest';
import { containerSize } from './sizing';
import type { ContainerSizeInput } from './sizing';

function input(extra: Partial<ContainerSizeInput> = {}): ContainerSizeInput {
  return { availableWidth: 800, imageWidth: 1000, imageHeight: 500, responsive: true, lockAspectRatio: true, ...extra };
}

describe('containerSize', () => {
  it('responsive: fills the available width and keeps the image aspect ratio', () => {
    expect(containerSize(input())).toEqual({ width: 800, height: 400, viewport: { width: 800, height: 400 } });
  });

  it('follows the available width as the page narrows (phone)', () => {
    expect(containerSize(input({ availableWidth: 360 })).height).toBe(180);
  });

  it('uses the configured width:height ratio over the image ratio', () => {
    expect(containerSize(input({ width: 600, height: 600 })).height).toBe(800);
  });

  it('with lockAspectRatio off, a configured height is kept whatever the width', () => {
    const size = containerSize(input({ lockAspectRatio: false, width: 1000, height: 300, availableWidth: 360 }));
    expect(size).toEqual({ width: 360, height: 300, viewport: { width: 360, height: 300 } });
  });

  it('a tall (portrait) map fills the width but is no taller than the room it is given', () => {
    const portrait = input({ imageWidth: 600, imageHeight: 800, maxAutoHeight: 520 });
    expect(containerSize(portrait)).toEqual({ width: 800, height: 520, viewport: { width: 800, height: 520 } });
    expect(containerSize({ ...portrait, maxAutoHeight: 2000 }).height).toBeCloseTo(1066.67, 1);
  });

  it('a wide map on a phone takes its least height, letterboxed; a configured fixed height stays', () => {
    expect(containerSize(input({ availableWidth: 390, minAutoHeight: 464 }))).toEqual({ width: 390, height: 464, viewport: { width: 390, height: 464 } });
    expect(containerSize(input({ availableWidth: 390, imageHeight: 2000, minAutoHeight: 464 })).height).toBe(780);
    expect(containerSize(input({ lockAspectRatio: false, height: 300, availableWidth: 390, minAutoHeight: 464 })).height).toBe(300);
  });

  it('a configured fixed height is not capped by the room', () => {
    expect(containerSize(input({ lockAspectRatio: false, height: 900, maxAutoHeight: 520 })).height).toBe(900);
  });

  it('with lockAspectRatio off and no configured height, the ratio still decides', () => {
    expect(containerSize(input({ lockAspectRatio: false })).height).toBe(400);
  });

  it('not responsive: uses the configured width, else the image width', () => {
    expect(containerSize(input({ responsive: false, width: 500 })).width).toBe(500);
    expect(containerSize(input({ responsive: false })).width).toBe(1000);
  });

  it('applies min/max width and height', () => {
    expect(containerSize(input({ maxWidth: 600 }))).toMatchObject({ width: 600, height: 300 });
    expect(containerSize(input({ availableWidth: 100, minWidth: 200 }))).toMatchObject({ width: 200, height: 100 });
    expect(containerSize(input({ maxHeight: 250 }))).toMatchObject({ width: 800, height: 250 });
    expect(containerSize(input({ minHeight: 500 }))).toMatchObject({ width: 800, height: 500 });
  });

  it('keeps the ratio inside the padding and gives the camera the inner viewport', () => {
    const size = containerSize(input({ padding: { top: 10, bottom: 30, left: 50, right: 50 } }));
    expect(size).toEqual({ width: 800, height: 390, viewport: { width: 700, height: 350 } });
  });
});
