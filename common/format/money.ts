/**
 * The money input (spec §5): while typing only digits and one decimal point survive, the whole part is grouped by
 * thousands with commas and at most 2 decimals are kept; on blur '.00' is padded. The validation side is
 * common/schemas/money.ts, which accepts exactly what these functions produce.
 */
import { abbreviateNumber } from './abbreviate';

/** Beyond 15 digits a JavaScript number no longer holds every whole value exactly. */
const MAX_INTEGER_DIGITS = 15;

/** Groups a run of digits by thousands: '1234567' → '1,234,567'. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Formats what the user typed so far: '1234.567' → '1,234.56', 'Rp 12a3' → '123', '007' → '7', '.5' → '0.5'.
 * A trailing point is kept ('1,234.') so the user can go on typing decimals.
 */
export function formatMoneyInput(raw: string): string {
  const cleaned = raw.replace(/[^\d.]/g, '');
  const point = cleaned.indexOf('.');
  const whole = (point === -1 ? cleaned : cleaned.slice(0, point))
    .replace(/^0+(?=\d)/, '')
    .slice(0, MAX_INTEGER_DIGITS);
  if (point === -1) return groupThousands(whole);
  // Points typed after the first are dropped rather than ending the number, as a keyboard slip is the usual cause.
  const decimals = cleaned
    .slice(point + 1)
    .replace(/\./g, '')
    .slice(0, 2);
  return `${groupThousands(whole === '' ? '0' : whole)}.${decimals}`;
}

/** On blur: '1,234' → '1,234.00', '1,234.5' → '1,234.50', '1,234.' → '1,234.00'; empty stays empty. */
export function padMoneyOnBlur(value: string): string {
  const formatted = formatMoneyInput(value);
  if (formatted === '') return '';
  const [whole, decimals = ''] = formatted.split('.');
  return `${whole}.${decimals.padEnd(2, '0')}`;
}

/** The amount a money text stands for ('1,234.50' → 1234.5), or null when there is none. */
export function parseMoney(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const formatted = formatMoneyInput(value ?? '');
  if (formatted === '') return null;
  return Number(formatted.replace(/,/g, ''));
}

/** Whole rupiah as shown on a job: 'Rp 8,000,000'. */
export function formatRupiah(amount: number): string {
  return `Rp ${groupThousands(String(Math.round(amount)))}`;
}

/** A salary range: 'Rp 5,000,000 – Rp 8,000,000', one amount when both ends agree, '' when there is none. */
export function formatSalaryRange(min: number | null, max: number | null): string {
  if (min === null && max === null) return '';
  if (min === null || max === null || min === max) return formatRupiah((min ?? max)!);
  return `${formatRupiah(min)} – ${formatRupiah(max)}`;
}

/** A salary range on a job card, abbreviated (spec §9): 'Rp 5.00M – 8.50M', one figure when both ends agree. */
export function formatSalaryShort(min: number | null, max: number | null): string {
  if (min === null && max === null) return '';
  if (min === null || max === null || min === max) return `Rp ${abbreviateNumber((min ?? max)!)}`;
  return `Rp ${abbreviateNumber(min)} – ${abbreviateNumber(max)}`;
}

const priceFormats = new Map<string, Intl.NumberFormat>();
/**
 * A price in whole rupiah as the pricing pages, orders and invoices show it (spec §9: Indonesian-style figures,
 * number format en-IN): 'Rp 1.500.000' in Indonesian, 'Rp 15,00,000' in English.
 */
export function formatPrice(amount: number, lng: 'en' | 'id'): string {
  const locale = lng === 'id' ? 'id-ID' : 'en-IN';
  let format = priceFormats.get(locale);
  if (!format)
    priceFormats.set(locale, (format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })));
  return `Rp ${format.format(Math.round(amount))}`;
}
