/**
 * How complete the company profile is (the server's percent, common/constants/company.ts) and what is still
 * missing, each missing section a link to its part of the form (components/CompletionMeter in the company's words).
 */
import { useTranslation } from 'react-i18next';
import type { CompanySection } from '@common/constants/company';
import { PROFILE_PERCENT_THRESHOLD } from '@common/constants/limits';
import { CompletionMeter as SharedMeter } from '../../../components/CompletionMeter';

export function CompletionMeter({
  percent,
  missing,
}: {
  percent: number;
  missing: readonly CompanySection[];
}) {
  const { t } = useTranslation('company');
  return (
    <SharedMeter
      title={t('completion.title', { percent })}
      percent={percent}
      status={
        percent < PROFILE_PERCENT_THRESHOLD
          ? t('completion.needed', { threshold: PROFILE_PERCENT_THRESHOLD })
          : percent < 100
            ? t('completion.enough')
            : t('completion.done')
      }
      missingTitle={t('completion.missing')}
      missing={missing.map((section) => ({
        label: t(`sections.${section}`),
        href: `#section-${sectionAnchor(section)}`,
      }))}
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
