/** 'Waiting for the network' beside something done offline that the queue has not sent yet (src/lib/pending). */
import { useTranslation } from 'react-i18next';
import './pending.css';

export function PendingMark({ text }: { text?: string }) {
  const { t } = useTranslation('common');
  return <span className="pending-mark">{text ?? t('pending.waiting')}</span>;
}
