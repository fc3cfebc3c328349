import { describe, expect, it } from 'vitest';
import { isSwitchOn, setSwitch } from './formDefaults';

describe('switch settings', () => {
  it('turns a setting on by adding its line and off by removing it, keeping the other lines', () => {
    const on = setSwitch('subscribers_only: true', 'demo_mode', true);
    expect(on).toBe('subscribers_only: true\ndemo_mode: on');
    expect(isSwitchOn(on, 'demo_mode')).toBe(true);
    expect(setSwitch(on, 'demo_mode', false)).toBe('subscribers_only: true');
  });

  it('reads on, true and 1 as on, anything else as off', () => {
    expect(isSwitchOn('Demo_Mode: "true"', 'demo_mode')).toBe(true);
    expect(isSwitchOn('demo_mode: off', 'demo_mode')).toBe(false);
    expect(isSwitchOn('', 'demo_mode')).toBe(false);
  });
});
