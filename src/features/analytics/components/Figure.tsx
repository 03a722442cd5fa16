import { abbreviateNumber } from '@common/format/abbreviate';
import { formatNumber } from '@common/format/number';

/**
 * A count as spec §9 abbreviates it (1,500 → '1.50K'). Where the short form differs from the number, a screen reader
 * is given the whole number instead ('1,500'), and the short form is for the eye only.
 */
export function Figure({ value }: { value: number }) {
  const short = abbreviateNumber(value);
  const full = formatNumber(value);
  if (short === full) return <>{short}</>;
  return (
    <>
      <span aria-hidden="true">{short}</span>
      <span className="visually-hidden">{full}</span>
    </>
  );
}
