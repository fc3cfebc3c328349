import { describe, expect, it } from 'vitest';
import { containsView, cullWindow } from './cullWindow';
import { DEFAULT_PIN_URL, markerImageUrl } from './markerImages';
import { markerLook } from './markerLook';

describe('marker images', () => {
  it('resolves uploaded, absolute, default and unknown built-in names', () => {
    expect(markerImageUrl('uploads/a.png')).toBe('/uploads/a.png');
    expect(markerImageUrl('uploads/a.png', { uploadsUrl: '/wp/uploads/' })).toBe('/wp/uploads/a.png');
    expect(markerImageUrl('https://example.org/m.png')).toBe('https://example.org/m.png');
    expect(markerImageUrl('pin1_red.png')).toBe(DEFAULT_PIN_URL);
    expect(markerImageUrl('')).toBe(DEFAULT_PIN_URL);
    expect(markerImageUrl('pin2_blue.png', { builtInUrl: '/markers/' })).toBe('/markers/pin2_blue.png');
    expect(DEFAULT_PIN_URL.startsWith('data:image/svg+xml')).toBe(true);
  });

  it('loads server addresses from the map server on another site\'s page', () => {
    const server = { serverOrigin: 'https://maps.example.com', uploadsUrl: 'https://maps.example.com/uploads/' };
    expect(markerImageUrl('/uploads/markers/pin-1a2b3c4d.png', server)).toBe('https://maps.example.com/uploads/markers/pin-1a2b3c4d.png');
    expect(markerImageUrl('uploads/a.png', server)).toBe('https://maps.example.com/uploads/a.png');
    expect(markerImageUrl('//cdn.example.org/m.png', server)).toBe('//cdn.example.org/m.png');
    expect(markerImageUrl('https://example.org/m.png', server)).toBe('https://example.org/m.png');
    expect(markerImageUrl('/uploads/a.png')).toBe('/uploads/a.png');
  });
});

describe('marker looks per state', () => {
  const colors = {
    base: { opacity: 90, saturation: 100 },
    hovered: { opacity: 100, saturation: 100 },
    unhovered: { opacity: 50, saturation: 40 },
    active: { opacity: 100, saturation: 100 },
    inactive: { opacity: 30, saturation: 0 },
  };
  it('picks active, hovered, inactive, unhovered, then base', () => {
    expect(markerLook({ hovered: false, selected: true, anyHovered: true, anySelected: true }, colors)).toEqual(colors.active);
    expect(markerLook({ hovered: true, selected: false, anyHovered: true, anySelected: false }, colors)).toEqual(colors.hovered);
    expect(markerLook({ hovered: false, selected: false, anyHovered: true, anySelected: true }, colors)).toEqual(colors.inactive);
    expect(markerLook({ hovered: false, selected: false, anyHovered: true, anySelected: false }, colors)).toEqual(colors.unhovered);
    expect(markerLook({ hovered: false, selected: false, anyHovered: false, anySelected: false }, colors)).toEqual(colors.base);
  });
  it('defaults to fully opaque and saturated', () => {
    expect(markerLook({ hovered: false, selected: false, anyHovered: false, anySelected: false }, undefined)).toEqual({ opacity: 100, saturation: 100 });
  });
});

describe('marker culling window', () => {
  it('reaches one view width and height beyond the view', () => {
    expect(cullWindow({ x: 10, y: 20, width: 100, height: 50 })).toEqual({ x: -90, y: -30, width: 300, height: 150 });
  });
  it('tells when the view has left the window', () => {
    const window = cullWindow({ x: 0, y: 0, width: 100, height: 100 });
    expect(containsView(window, { x: 90, y: 0, width: 100, height: 100 }, 1)).toBe(true);
    expect(containsView(window, { x: 150, y: 0, width: 100, height: 100 }, 1)).toBe(false);
  });
});
