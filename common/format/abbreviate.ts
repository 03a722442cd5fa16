/**
 * Number abbreviation (spec §9): K from 1,000, M from 1e6, B from 1e9, with 2 decimals. "2 decimals" is read
 * literally: abbreviated values always show exactly two (1500 → '1.50K', 1e6 → '1.00M'), so figures in a column line
 * up. Below 1,000 nothing is abbreviated and the number is shown as is, rounded to at most 2 decimals (950 → '950',
 * 12.345 → '12.35'). A value that rounds up to the next unit moves to it (999,999 → '1.00M', not '1000.00K').
 */
import { MILLION } from '../constants/limits';

const UNITS = [
  { size: 1e3, suffix: 'K' },
  { size: MILLION, suffix: 'M' },
  { size: 1e9, suffix: 'B' },
] as const;

export function abbreviateNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);

  // Walk up from the plain number, moving to the next unit whenever the rounded figure would show 1,000 or more.
  const plain = Number(abs.toFixed(2));
  let text = String(plain);
  let overflow = plain >= 1000;
  for (const unit of UNITS) {
    if (!overflow) break;
    const scaled = (abs / unit.size).toFixed(2);
    text = `${scaled}${unit.suffix}`;
    overflow = Number(scaled) >= 1000;
  }
  return text === '0' ? '0' : `${sign}${text}`;
}
