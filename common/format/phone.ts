/** Phone display (spec §3): +{code}-{number}. */

type Part = string | number | null | undefined;

function clean(part: Part): string {
  return part === null || part === undefined ? '' : String(part).trim();
}

/** formatPhone('62', '81234567') → '+62-81234567'. Without a number there is nothing to show; without a code, the number. */
export function formatPhone(code: Part, number: Part): string {
  const num = clean(number);
  if (num === '') return '';
  const cc = clean(code).replace(/^\+/, '');
  return cc === '' ? num : `+${cc}-${num}`;
}
