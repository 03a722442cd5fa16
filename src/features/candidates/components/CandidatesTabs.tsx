/** The two lists of the team's candidates: matched to a job, and viewed. */
import { useTranslation } from 'react-i18next';
import { MATCHED_CANDIDATES_PATH, VIEWED_CANDIDATES_PATH } from '@common/format/links';
import { Link } from '../../../lib/router';
import { TabBar } from '../../../components/TabBar';

export function CandidatesTabs({ current }: { current: 'matched' | 'viewed' }) {
  const { t } = useTranslation('candidates');
  const tabs = [
    { key: 'matched', to: MATCHED_CANDIDATES_PATH, label: t('tabs.matched') },
    { key: 'viewed', to: VIEWED_CANDIDATES_PATH, label: t('tabs.viewed') },
  ] as const;
  return (
    <TabBar label={t('tabs.label')}>
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          className="tab"
          to={tab.to}
          aria-current={current === tab.key ? 'page' : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </TabBar>
  );
}
