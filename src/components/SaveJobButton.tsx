/**
 * Saving a job (spec §7 Tracks: like-dislike), on its card and on its page. Optimistic: the button says 'Saved' at
 * once and goes back if the server says no; the server's message is the toast ('Job saved!'). A guest is sent to
 * sign in first; employers do not save jobs, so they see no button.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { api, isErrorEnvelope } from '../lib/api';
import { Link } from '../lib/router';
import { useSessionRole } from '../lib/store/roleHome';
import { toast } from '../lib/toast';

const CANDIDATE_LOGIN = '/jobsseekers/login';

export function SaveJobButton({ job }: { job: { id: number; title: string; isSaved: boolean | null } }) {
  const { t } = useTranslation('jobSearch');
  const role = useSessionRole();
  const client = useQueryClient();
  const [saved, setSaved] = useState(job.isSaved === true);
  const [busy, setBusy] = useState(false);
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
    const next = !saved;
    setSaved(next);
    setBusy(true);
    try {
      const envelope = await api('jobsTracks', 'likeDislike', { body: { jobId: job.id, isLike: next } });
      if (isErrorEnvelope(envelope)) setSaved(!next);
      else {
        toast.success(envelope.message);
        await client.invalidateQueries({ queryKey: ['jobs'] });
      }
    } catch {
      setSaved(!next);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn btn-ghost save-job" disabled={busy} onClick={() => void toggle()}>
      {saved ? t('save.saved') : t('save.save')}
      {/* The name says which job: "Save Kasir Toko", "Saved Kasir Toko". */}
      <span className="visually-hidden"> {job.title}</span>
    </button>
  );
}
