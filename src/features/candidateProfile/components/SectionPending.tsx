/** Said in a section whose latest save waits in the offline queue (src/lib/pending) until it is sent. */
import { useTranslation } from 'react-i18next';
import { PendingMark } from '../../../components/PendingMark';
import { usePendingAction } from '../../../lib/pending/state';
import type { SectionCall } from '../api/profile';

export function SectionPending({ action }: { action: SectionCall }) {
  const { t } = useTranslation('profile');
  const pending = usePendingAction('candidateProfile', action);
  if (!pending) return null;
  return (
    <p className="section-pending">
      <PendingMark /> {t('sectionPending')}
    </p>
  );
}
