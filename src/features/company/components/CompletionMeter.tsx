/**
 * How complete the company profile is (the server's percent, common/constants/company.ts) and what is still
 * missing, each missing section a link to its part of the form (components/CompletionMeter in the company's words).
 */
import type { CompanySection } from '@common/constants/company';
import { CompletionMeter as SharedMeter } from '../../../components/CompletionMeter';

export function CompletionMeter({
  percent,
  missing,
  onPick,
}: {
  percent: number;
  missing: readonly CompanySection[];
  /** Where the form is not open (the company profile page): opens it at the fieldset's id. */
  onPick?: (fieldsetId: string) => void;
}) {
  const idOf = (section: string) => `section-${sectionAnchor(section as CompanySection)}`;
  return (
    <SharedMeter
      percent={percent}
      missing={missing}
      namespace="company"
      hrefOf={(section) => `#${idOf(section)}`}
      {...(onPick ? { onPick: (section: string) => onPick(idOf(section)) } : {})}
    />
  );
}

/** The fieldset of the form that fills a section. */
export function sectionAnchor(section: CompanySection): string {
  switch (section) {
    case 'name':
    case 'logo':
      return 'brand';
    case 'about':
    case 'industry':
    case 'size':
    case 'founded':
      return 'about';
    case 'location':
    case 'address':
      return 'location';
    case 'contact':
      return 'contact';
    case 'social':
      return 'social';
  }
}
