import { describe, expect, it } from 'vitest';
import { regionIdFromShapeId } from './regionId';

describe('regionIdFromShapeId', () => {
  it('uses the shape id as is when no prefix is configured', () => {
    expect(regionIdFromShapeId('US-TX', '')).toBe('US-TX');
    expect(regionIdFromShapeId('US-TX', undefined)).toBe('US-TX');
  });

  it('strips the prefix from matching shapes', () => {
    expect(regionIdFromShapeId('region-US-TX', 'region-')).toBe('US-TX');
  });

  it('leaves shapes without the prefix (or only the prefix) out of the regions', () => {
    expect(regionIdFromShapeId('US-TX', 'region-')).toBeUndefined();
    expect(regionIdFromShapeId('region-', 'region-')).toBeUndefined();
    expect(regionIdFromShapeId('', '')).toBeUndefined();
  });
});
