import { describe, expect, it } from 'vitest';
import { dropEmptyOptions, formatOptionsText, parseCheckboxOptionsText, parseOptionsText } from './optionsText';

describe('parseOptionsText', () => {
  it('reads one label:value per line', () => {
    expect(parseOptionsText('Red:1\nGreen:2\r\nBlue : 3 ')).toEqual([
      { label: 'Red', value: '1' },
      { label: 'Green', value: '2' },
      { label: 'Blue', value: '3' },
    ]);
  });

  it('drops lines with the wrong number of parts', () => {
    expect(parseOptionsText('Red:1\nno colon\n\nA:b:c\nGreen:2')).toEqual([
      { label: 'Red', value: '1' },
      { label: 'Green', value: '2' },
    ]);
  });

  it('keeps empty values while editing', () => {
    expect(parseOptionsText('Pending:')).toEqual([{ label: 'Pending', value: '' }]);
  });
});

describe('parseCheckboxOptionsText', () => {
  it('reads one label:name:value per line and drops the others', () => {
    expect(parseCheckboxOptionsText('Wifi:wifi:1\nParking:1\nPool:pool:yes:extra\nBar:bar:1')).toEqual([
      { label: 'Wifi', name: 'wifi', value: '1' },
      { label: 'Bar', name: 'bar', value: '1' },
    ]);
  });
});

describe('formatOptionsText', () => {
  it('writes options back in the form they are read', () => {
    const options = parseOptionsText('Red:1\nGreen:2');
    expect(parseOptionsText(formatOptionsText(options))).toEqual(options);
    const checkboxes = parseCheckboxOptionsText('Wifi:wifi:1');
    expect(formatOptionsText(checkboxes)).toBe('Wifi:wifi:1');
  });
});

describe('dropEmptyOptions', () => {
  it('drops options with an empty value on save', () => {
    expect(dropEmptyOptions(parseOptionsText('A:1\nB:\nC: \nD:0'))).toEqual([
      { label: 'A', value: '1' },
      { label: 'D', value: '0' },
    ]);
  });
});
