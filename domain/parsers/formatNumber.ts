import { toFiniteNumber } from './toFiniteNumber';

/** How `formatNumber` writes a number. */
export interface NumberFormat {
  /** Digits after the decimal separator; 2 by default. */
  decimals?: number;
  /** Between groups of three digits; a space by default. */
  thousandsSeparator?: string;
  /** Before the decimals; a dot by default. */
  decimalSeparator?: string;
}

/**
 * Rounds half away from zero at the given decimals. Shifting through the exponent in text avoids
 * binary fractions: 1.005 rounds to 1.01, where plain toFixed gives 1.00.
 */
function roundAbs(value: number, decimals: number): number {
  const abs = Math.abs(value);
  if (String(abs).includes('e')) return Number(abs.toFixed(decimals));
  const shifted = Math.round(Number(`${abs}e${decimals}`));
  const rounded = Number(`${shifted}e-${decimals}`);
  // A shifted value of 1e21 or more prints in exponent form and cannot be shifted back; such
  // numbers have no binary-fraction trouble at that many decimals, so toFixed rounds them right.
  return Number.isFinite(rounded) ? rounded : Number(abs.toFixed(decimals));
}

/**
 * The digits of a non-negative number with `decimals` decimals. toFixed switches to exponent
 * form from 1e21; doubles that large are whole numbers, so BigInt writes their digits exactly.
 */
function fixedDigits(abs: number, decimals: number): string {
  if (abs < 1e21) return abs.toFixed(decimals);
  const whole = BigInt(abs).toString();
  return decimals === 0 ? whole : `${whole}.${'0'.repeat(decimals)}`;
}

/**
 * Writes a number for visitors: by default with 2 decimals, a space between thousands and a dot
 * before the decimals (1234567.891 becomes "1 234 567.89"). Numeric text is accepted; anything
 * that is not a number gives an empty string rather than "NaN".
 */
export function formatNumber(value: number | string, format: NumberFormat = {}): string {
  const number = toFiniteNumber(value);
  if (number === undefined) return '';
  const decimals = Math.max(0, Math.min(20, Math.trunc(format.decimals ?? 2)));
  const thousands = format.thousandsSeparator ?? ' ';
  const decimalPoint = format.decimalSeparator ?? '.';
  const rounded = roundAbs(number, decimals);
  const fixed = fixedDigits(rounded, decimals);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  const isZero = rounded === 0;
  const sign = number < 0 && !isZero ? '-' : '';
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped}${decimalPoint}${fraction}`;
}
