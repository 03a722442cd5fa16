/**
 * Moving a response on: one button per status it may take next (APPLICATION_NEXT, the server's own rule), with an
 * optional message the candidate sees on their timeline; a final one (hired, rejected) asked again. The server's
 * answer is the toast ('Application status updated.') or the alert (moved meanwhile by someone else, say).
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_LIMITS, type ApplicationStatus } from '@common/constants/applicationStatus';
import { Button, TextArea } from '../../../components/ui';
import { FormError } from '../../../components/ui/FormError';
import { isErrorEnvelope } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useStatusChange } from '../api/responses';
import { confirmFinalMove } from '../confirmFinalMove';

interface Props {
  id: number;
  name: string;
  next: ApplicationStatus[];
}

export function StatusMover({ id, name, next }: Props) {
  const { t } = useTranslation('responses');
  const move = useStatusChange();
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState<ApplicationStatus | null>(null);
  const [error, setError] = useState<string>();
  const titleId = useId();
  if (next.length === 0) return <p>{t('detail.final')}</p>;

  const run = async (status: ApplicationStatus) => {
    // A slip of the thumb must not decide a final status.
    if (!confirmFinalMove(t, status, name)) return;
    setBusy(status);
    setError(undefined);
    const envelope = await move(id, status, message).catch(() => null);
    setBusy(null);
    if (envelope && !isErrorEnvelope(envelope)) {
      toast.success(envelope.message);
      setMessage('');
    } else setError(envelope?.message ?? t('errorMsg:somethingWrong'));
  };

  return (
    <div role="group" aria-labelledby={titleId}>
      <p id={titleId} className="visually-hidden">
        {t('detail.moveGroup', { name })}
      </p>
      <TextArea
        label={t('detail.message')}
        hint={t('detail.messageHint')}
        optionalText={t('optional')}
        maxLength={APPLICATION_LIMITS.messageMax}
        rows={3}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <div className="response-moves">
        {next.map((status) => (
          <Button
            key={status}
            variant={status === 'REJECTED' ? 'secondary' : 'primary'}
            busy={busy === status}
            disabled={busy !== null}
            onClick={() => void run(status)}
          >
            {t(`move.${status}`)}
          </Button>
        ))}
      </div>
      <FormError message={error} />
    </div>
  );
}
