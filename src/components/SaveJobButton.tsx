/**
 * Saving a job (spec §7 Tracks: like-dislike), on its card and on its page. Optimistic: the button says 'Saved' at
 * once and goes back if the server says no; the server's message is the toast ('Job saved!'). A guest is sent to
 * sign in first; employers do not save jobs, so they see no button. Offline (or when the call gets no answer) the
 * save waits in the offline queue (src/lib/pending): the button shows what it will be, marked 'Waiting for the
 * network', until the queue has sent it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { isErrorEnvelope } from '../lib/api';
import { sendOrQueue } from '../lib/pending/send';
import { usePendingAction } from '../lib/pending/state';
import { Link } from '../lib/router';
import { useSessionRole } from '../lib/store/roleHome';
import { toast } from '../lib/toast';
import { PendingMark } from './PendingMark';

const CANDIDATE_LOGIN = '/jobsseekers/login';

export function SaveJobButton({ job }: { job: { id: number; title: string; isSaved: boolean | null } }) {
  const { t } = useTranslation('jobSearch');
  const role = useSessionRole();
  const client = useQueryClient();
  const [saved, setSaved] = useState(job.isSaved === true);
  const [busy, setBusy] = useState(false);
  // The last save or unsave of this job still in the queue decides what the button shows.
  const pending = usePendingAction(
    'jobsTracks',
    'likeDislike',
    (entry) => (entry.body as { jobId?: unknown } | undefined)?.jobId === job.id,
  );
  const shown = pending ? (pending.body as { isLike: boolean }).isLike : saved;
  // The job's answer changed (a refetch, another tab's save): follow it.
  const [from, setFrom] = useState(job.isSaved);
  if (from !== job.isSaved) {
    setFrom(job.isSaved);
    setSaved(job.isSaved === true);
  }

  if (role === 'EMPLOYER') return null;
  if (role !== 'CANDIDATE') {
    return (
      <Link className="btn btn-ghost save-job" to={CANDIDATE_LOGIN}>
        {t('save.save')}
        <span className="visually-hidden"> {job.title}</span>
      </Link>
    );
  }

  const toggle = async () => {
    const before = shown;
    const next = !before;
    setSaved(next);
    setBusy(true);
    try {
      const result = await sendOrQueue('jobsTracks', 'likeDislike', {
        body: { jobId: job.id, isLike: next },
        what: { key: next ? 'saveJob' : 'unsaveJob', vars: { title: job.title } },
      });
      if (result.queued) {
        // Shown from the queue from now on; what the server said last stays underneath.
        setSaved(job.isSaved === true);
        toast.success(t('common:pending.queued'));
      } else if (isErrorEnvelope(result.envelope)) setSaved(before);
      else {
        toast.success(result.envelope.message);
        await client.invalidateQueries({ queryKey: ['jobs'] });
      }
    } catch {
      setSaved(before);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="btn btn-ghost save-job" disabled={busy} onClick={() => void toggle()}>
        {shown ? t('save.saved') : t('save.save')}
        {/* The name says which job: "Save Kasir Toko", "Saved Kasir Toko". */}
        <span className="visually-hidden"> {job.title}</span>
      </button>
      {pending && <PendingMark />}
    </>
  );
}
