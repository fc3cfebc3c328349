import { describe, expect, it } from 'vitest';
import { calibratedCopyOf } from './calibratedCopies';

describe('calibratedCopyOf', () => {
  it('recognises the calibration panel copies among uploaded map files, with or without a version', () => {
    expect(calibratedCopyOf('/uploads/maps/usa-3f2a9c01-geo-0badcafe.svg?v=12')).toEqual({ name: 'usa-3f2a9c01-geo-0badcafe.svg', base: 'usa-3f2a9c01' });
  });

  it('leaves bundled maps, hand-uploaded files and other folders alone', () => {
    expect(calibratedCopyOf('/maps/geo-calibrated-usa.svg')).toBeUndefined();
    expect(calibratedCopyOf('/uploads/maps/usa-3f2a9c01.svg')).toBeUndefined();
    expect(calibratedCopyOf('/uploads/usa-geo-0badcafe.svg')).toBeUndefined();
    expect(calibratedCopyOf('/uploads/maps/../secret-geo-0badcafe.svg')).toBeUndefined();
    expect(calibratedCopyOf(undefined)).toBeUndefined();
  });
});
