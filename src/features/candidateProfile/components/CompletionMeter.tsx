/**
 * How complete the candidate's profile is (the server's percent from CANDIDATE_SECTION_WEIGHTS in common/) and what
 * is still missing, each missing section a link to its part of the profile page.
 */
import { useTranslation } from 'react-i18next';
import type { CandidateSection } from '@common/constants/candidateProfile';
import { PROFILE_PERCENT_THRESHOLD } from '@common/constants/limits';
import { CompletionMeter as SharedMeter } from '../../../components/CompletionMeter';

export function CompletionMeter({
  percent,
  missing,
}: {
  percent: number;
  missing: readonly CandidateSection[];
}) {
  const { t } = useTranslation('profile');
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
      missing={missing.map((section) => ({ label: t(`sections.${section}`), href: `#section-${section}` }))}
    />
  );
}
