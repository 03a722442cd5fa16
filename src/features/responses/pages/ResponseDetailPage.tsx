/**
 * `/employer/response-detail?id=` (spec §2): one response in full, for the company's team. Who applied and how to
 * reach them, the next status to give it (with a message for the candidate), the answers to the screening questions
 * with the knock-outs marked, the note, the resume as it was sent (a PDF previewed in the page, any file downloaded),
 * the candidate's profile and the application's timeline.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@common/format/dates';
import { RESPONSES_PATH, responsesPath } from '@common/format/links';
import { CandidateContact, CandidateProfile } from '../../../components/CandidateProfile';
import { LoadError, Loading, NothingChosen } from '../../../components/LoadState';
import { RequireRole } from '../../../components/RequireRole';
import { StatusChip } from '../../../components/StatusChip';
import { StatusTimeline } from '../../../components/StatusTimeline';
import { Button } from '../../../components/ui';
import { saveBlob } from '../../../lib/api/download';
import { currentLanguage } from '../../../lib/i18n';
import { Link, useSearchParams } from '../../../lib/router';
import { PageHead } from '../../../lib/seo/PageHead';
import { toast } from '../../../lib/toast';
import { type ResponseDetail, fetchResume, useResponseDetail } from '../api/responses';
import { StatusMover } from '../components/StatusMover';
import '../../../components/StatusChip.css';
import '../components/responses.css';

function Resume({ detail }: { detail: ResponseDetail }) {
  const { t } = useTranslation('responses');
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const isPdf = detail.resume.type === 'application/pdf';
  // The preview's object URL is let go with the page.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const load = async (then: (blob: Blob, name: string) => void) => {
    setBusy(true);
    try {
      const { blob, name } = await fetchResume(detail.id);
      then(blob, name);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : t('errorMsg:somethingWrong'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card response-section" aria-labelledby="resume-title">
      <h2 id="resume-title">{t('detail.resume')}</h2>
      <p>{detail.resume.name}</p>
      <div className="response-moves">
        {isPdf && !preview && (
          <Button
            variant="secondary"
            busy={busy}
            onClick={() => void load((blob) => setPreview(URL.createObjectURL(blob)))}
          >
            {t('detail.preview')}
          </Button>
        )}
        <Button variant="ghost" busy={busy} onClick={() => void load(saveBlob)}>
          {t('detail.download')}
        </Button>
      </div>
      {preview && (
        <iframe
          className="resume-preview"
          src={preview}
          title={t('detail.previewOf', { name: detail.resume.name })}
        />
      )}
    </section>
  );
}

function Detail({ detail }: { detail: ResponseDetail }) {
  const { t } = useTranslation(['responses', 'messages']);
  const lng = currentLanguage();
  const { candidate } = detail;
  return (
    <>
      <p className="breadcrumb">
        <Link to={responsesPath(detail.job.id)}>{t('detail.back', { title: detail.job.title })}</Link>
      </p>
      <h1>{candidate.fullName}</h1>
      <p className="response-meta">
        <StatusChip status={detail.status} />
        <span className="response-score">{t('card.match', { score: detail.matchScore })}</span>
        {detail.knockedOut && <span className="response-knockout">{t('card.knockout')}</span>}
        <span>
          {detail.job.title} · {t('card.appliedOn', { date: formatDate(detail.appliedAt, lng) })}
        </span>
      </p>
      <CandidateContact candidate={candidate} ns="responses" className="card response-section" />
      <section className="card response-section" aria-labelledby="move-title">
        <h2 id="move-title">{t('detail.move')}</h2>
        <StatusMover id={detail.id} name={candidate.fullName} next={detail.nextStatuses} />
      </section>
      {(detail.answers.length > 0 || detail.coverNote) && (
        <section className="card response-section" aria-labelledby="answers-title">
          <h2 id="answers-title">{t('detail.answers')}</h2>
          <dl className="fact-list">
            {detail.answers.map((answer, index) => (
              <div key={index} className={answer.isKnockout ? 'answer-knockout' : undefined}>
                <dt>{answer.question}</dt>
                <dd>
                  {answer.answer === null
                    ? t('detail.noAnswer')
                    : Array.isArray(answer.answer)
                      ? answer.answer.join(', ')
                      : answer.kind === 'YES_NO'
                        ? t(answer.answer === 'YES' ? 'detail.yes' : 'detail.no')
                        : answer.answer}
                  {answer.isKnockout && (
                    <span className="response-knockout"> {t('detail.knockoutAnswer')}</span>
                  )}
                </dd>
              </div>
            ))}
            {detail.coverNote && (
              <div>
                <dt>{t('detail.coverNote')}</dt>
                <dd className="response-note">{detail.coverNote}</dd>
              </div>
            )}
          </dl>
        </section>
      )}
      <Resume detail={detail} />
      <CandidateProfile candidate={candidate} ns="responses" className="card response-section" />
      <section className="card response-section" aria-labelledby="timeline-title">
        <h2 id="timeline-title">{t('detail.timeline')}</h2>
        <StatusTimeline events={detail.events} label={t('detail.timeline')} />
      </section>
    </>
  );
}

function ResponseDetailView() {
  const { t } = useTranslation('responses');
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const { data, isPending, isError, refetch } = useResponseDetail(id, currentLanguage());
  return (
    <div className="container responses-page">
      <PageHead page="response-detail" title={data?.candidate.fullName ?? t('detail.title')} />
      {id === null ? (
        <NothingChosen
          title={t('detail.title')}
          message={t('detail.noneChosen')}
          to={RESPONSES_PATH}
          linkText={t('detail.backToList')}
        />
      ) : isError ? (
        <LoadError message={t('loadError')} onRetry={refetch} />
      ) : isPending ? (
        <Loading label={t('loading')} />
      ) : (
        <Detail detail={data} />
      )}
    </div>
  );
}

export default function ResponseDetailPage() {
  return (
    <RequireRole role="EMPLOYER">
      <ResponseDetailView />
    </RequireRole>
  );
}
