/**
 * `/jobsseekers/apply-job?id=` (spec §2), for candidates, in three steps: the resume to send (one of theirs, or a file
 * uploaded here), the job's screening questions and an optional note, then a review of everything before it is sent
 * (user-jobs/create) → apply-job-successfully. The answers are judged by the same schema as on the server
 * (applyFormSchema), step by step; what the server still refuses is shown at its field, on its step. A job that no
 * longer takes applications, or one already applied to, is said so instead of the form. Offline, the finished form
 * goes into the offline queue (src/lib/pending) and the page says it is sent when the candidate is back online; a
 * resume upload needs the network, and says so.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import { APPLICATION_LIMITS } from '@common/constants/applicationStatus';
import { formatDate } from '@common/format/dates';
import {
  APPLY_SUCCESS_PATH,
  BROWSE_JOBS_PATH,
  MY_APPLICATIONS_PATH,
  jobDetailPath,
} from '@common/format/links';
import { applyFormSchema } from '@common/schemas/applications';
import { PendingMark } from '../../../components/PendingMark';
import { ApplicationsUsageLine } from '../../../components/PlanUsage';
import { QuotaNotice, type QuotaRefusal, quotaRefusal } from '../../../components/QuotaNotice';
import { RequireRole } from '../../../components/RequireRole';
import { Button, TextArea } from '../../../components/ui';
import { FormError } from '../../../components/ui/FormError';
import { envelopeStatus, isErrorEnvelope } from '../../../lib/api';
import { SUBSCRIPTION_KEY } from '../../../lib/api/licence';
import { RESUMES_KEY, uploadResume, useResumes } from '../../../lib/api/resumes';
import { serverFieldErrors } from '../../../lib/forms/serverErrors';
import { useRevalidateOnLanguageChange, valibotResolver } from '../../../lib/forms/valibotResolver';
import { currentLanguage } from '../../../lib/i18n';
import { Link, useLocation, useNavigate } from '../../../lib/router';
import { PageHead } from '../../../lib/seo/PageHead';
import { ROLE_ACCOUNT } from '../../../lib/store/roleHome';
import { toast } from '../../../lib/toast';
import { useOnline } from '../../../lib/useOnline';
import { useApplicationWrites, useCheckApply, usePendingApplication } from '../api/applications';
import { type Job, useJobDetail } from '../api/search';
import { LoadError, PageSkeleton } from '../../../components/LoadState';
import { type ApplyValues, ScreeningAnswer } from '../components/ScreeningAnswer';
import { FileInput } from '../../../components/ui/FileInput';
import '../../../components/ui/choices.css';
import '../components/apply.css';

const STEPS = ['resume', 'questions', 'review'] as const;
type Step = (typeof STEPS)[number];
/** The step each field is asked on: a server error sends the candidate back there. */
const stepOf = (field: string): Step => (field === 'resumeId' ? 'resume' : 'questions');

function jobIdOf(search: string): number | null {
  const id = new URLSearchParams(search).get('id');
  return id && /^\d{1,15}$/.test(id) && Number(id) > 0 ? Number(id) : null;
}

function ResumeStep({ form, errors }: { form: ReturnType<typeof useApplyForm>; errors: string | undefined }) {
  const { t } = useTranslation('jobDetail');
  const client = useQueryClient();
  const { data: resumes, isPending, isError, refetch } = useResumes();
  const [uploading, setUploading] = useState(false);
  // An upload cannot wait in the offline queue (a file, not a form): offline, the candidate is told so.
  const online = useOnline();
  const { register, setValue, getValues } = form;

  // The default resume is chosen to begin with.
  useEffect(() => {
    const preferred = resumes?.find((resume) => resume.isDefault) ?? resumes?.[0];
    if (preferred && !getValues('resumeId')) setValue('resumeId', String(preferred.id));
  }, [resumes, getValues, setValue]);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const envelope = await uploadResume(file);
      if (!isErrorEnvelope(envelope)) {
        await client.invalidateQueries({ queryKey: RESUMES_KEY });
        setValue('resumeId', String(envelope.data.id), { shouldValidate: true });
        toast.success(envelope.message);
      }
    } catch (err) {
      toast.error(err instanceof Error ? err.message : t('errorMsg:somethingWrong'));
    } finally {
      setUploading(false);
    }
  };

  if (isError) return <LoadError message={t('apply.resumesError')} onRetry={refetch} />;
  return (
    <>
      <fieldset className="field apply-choices" aria-describedby={errors ? 'resume-error' : undefined}>
        <legend>{t('apply.resumeLegend')}</legend>
        {isPending && <p role="status">{t('apply.loading')}</p>}
        {resumes?.length === 0 && <p>{t('apply.noResumes')}</p>}
        {resumes?.map((resume) => (
          <label key={resume.id} className="check apply-resume">
            <input type="radio" value={String(resume.id)} {...register('resumeId')} />
            <span>
              {resume.name}
              <span className="muted">
                {' · '}
                {t(resume.source === 'BUILT' ? 'apply.builtResume' : 'apply.uploadedResume')}
                {resume.isDefault ? ` · ${t('apply.defaultResume')}` : ''}
              </span>
            </span>
          </label>
        ))}
        {errors && (
          <p className="field-error" id="resume-error">
            {errors}
          </p>
        )}
      </fieldset>
      <div className="field">
        <label htmlFor="apply-upload">{t('apply.uploadLabel')}</label>
        <p className="field-hint" id="apply-upload-hint">
          {t('apply.uploadHint')}
        </p>
        {!online && (
          <p className="field-hint" id="apply-upload-offline">
            {t('apply.uploadOffline')}
          </p>
        )}
        <FileInput
          id="apply-upload"
          accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          aria-describedby={online ? 'apply-upload-hint' : 'apply-upload-hint apply-upload-offline'}
          disabled={uploading || !online}
          onChange={(event) => {
            void upload(event.currentTarget.files?.[0]);
            event.currentTarget.value = '';
          }}
        />
        {uploading && <p role="status">{t('apply.uploading')}</p>}
      </div>
      <p>
        <Link to={ROLE_ACCOUNT.CANDIDATE}>{t('apply.buildResume')}</Link>
      </p>
    </>
  );
}

type Output = v.InferOutput<ReturnType<typeof applyFormSchema>>;

function useApplyForm(job: Job) {
  const schema = useMemo(() => applyFormSchema(job.questions), [job.questions]);
  return useForm<ApplyValues, unknown, Output>({
    defaultValues: {
      resumeId: '',
      answers: job.questions.map((q) => (q.kind === 'MULTIPLE_CHOICE' ? [] : '')),
      coverNote: '',
    },
    resolver: valibotResolver(schema),
    shouldFocusError: true,
  });
}

/** An answer as the review shows it. */
function shownAnswer(answer: string | string[] | undefined, kind: string, t: (key: string) => string) {
  const values = Array.isArray(answer) ? answer : answer ? [answer] : [];
  if (values.length === 0) return t('apply.noAnswer');
  if (kind === 'YES_NO') return t(values[0] === 'YES' ? 'apply.yes' : 'apply.no');
  return values.join(', ');
}

function ApplyForm({ job, onConflict }: { job: Job; onConflict(): void }) {
  const { t } = useTranslation('jobDetail');
  const navigate = useNavigate();
  const client = useQueryClient();
  const writes = useApplicationWrites();
  const { data: resumes } = useResumes();
  const form = useApplyForm(job);
  // Past the plan's applications this month (402): the server's sentence with the way to the plans (issue 15).
  const [quota, setQuota] = useState<QuotaRefusal | null>(null);
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  useRevalidateOnLanguageChange(form);
  const [step, setStep] = useState<Step>('resume');
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    // Focus follows the step (not on the first render): a screen reader hears where it is now.
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  const index = STEPS.indexOf(step);
  const next = async () => {
    const fields = step === 'resume' ? (['resumeId'] as const) : (['answers', 'coverNote'] as const);
    if (await trigger(fields, { shouldFocus: true })) setStep(STEPS[index + 1]!);
  };

  const submit = handleSubmit(async (values) => {
    setQuota(null);
    const envelope = await writes
      .apply(
        {
          jobId: job.id,
          resumeId: values.resumeId,
          answers: job.questions.map((q, position) => ({
            questionId: q.id,
            answer: values.answers[position],
          })),
          coverNote: values.coverNote,
        },
        job.title,
      )
      .catch(() => undefined);
    if (envelope === undefined) {
      setError('root.server', { message: t('errorMsg:somethingWrong') });
      return;
    }
    // In the offline queue: the page says so in place of the form (Apply, below).
    if (envelope === null) return;
    if (!isErrorEnvelope(envelope)) {
      toast.success(envelope.message);
      void navigate(`${APPLY_SUCCESS_PATH}?id=${job.id}`);
      return;
    }
    const refusal = quotaRefusal(envelope);
    if (refusal) {
      setQuota(refusal);
      void client.invalidateQueries({ queryKey: SUBSCRIPTION_KEY });
      return;
    }
    const fieldErrors = serverFieldErrors(envelope.data);
    for (const [field, message] of fieldErrors) setError(field as never, { type: 'server', message });
    if (fieldErrors[0]) setStep(stepOf(fieldErrors[0][0]));
    if (envelopeStatus(envelope) === 409) onConflict();
    setError('root.server', { message: envelope.message });
  });

  const values = getValues();
  const resume = resumes?.find((r) => String(r.id) === values.resumeId);
  const stepTitle = t(
    `apply.step.${step}${step === 'questions' && job.questions.length === 0 ? 'NoQuestions' : ''}`,
  );
  return (
    <form className="apply-form" noValidate onSubmit={(event) => void submit(event)}>
      <h2 ref={heading} tabIndex={-1}>
        <span className="apply-step-count">
          {t('apply.stepOf', { step: index + 1, steps: STEPS.length })}
        </span>{' '}
        {stepTitle}
      </h2>
      {step === 'resume' && <ResumeStep form={form} errors={errors.resumeId?.message} />}
      {step === 'questions' && (
        <>
          {job.questions.map((question, position) => (
            <ScreeningAnswer
              key={question.id}
              question={question}
              position={position}
              register={register}
              error={errors.answers?.[position]?.message}
            />
          ))}
          <TextArea
            label={t('apply.coverNote')}
            hint={t('apply.coverNoteHint')}
            optionalText={t('apply.optional')}
            maxLength={APPLICATION_LIMITS.coverNoteMax}
            rows={5}
            error={errors.coverNote?.message}
            {...register('coverNote')}
          />
        </>
      )}
      {step === 'review' && (
        <dl className="fact-list">
          <div>
            <dt>{t('apply.review.resume')}</dt>
            <dd>
              {resume?.name ?? ''}{' '}
              <button type="button" className="link-button" onClick={() => setStep('resume')}>
                {t('apply.change')}
                <span className="visually-hidden"> {t('apply.review.resume')}</span>
              </button>
            </dd>
          </div>
          {job.questions.map((question, position) => (
            <div key={question.id}>
              <dt>{question.question}</dt>
              <dd>{shownAnswer(values.answers[position], question.kind, t)}</dd>
            </div>
          ))}
          <div>
            <dt>{t('apply.coverNote')}</dt>
            <dd className="apply-note">{values.coverNote.trim() || t('apply.noAnswer')}</dd>
          </div>
        </dl>
      )}
      {step === 'review' && (
        <button type="button" className="link-button" onClick={() => setStep('questions')}>
          {t(job.questions.length > 0 ? 'apply.changeAnswers' : 'apply.changeNote')}
        </button>
      )}
      <FormError message={errors.root?.server?.message} />
      <QuotaNotice refusal={quota} />
      <div className="apply-actions">
        {index > 0 && (
          <Button variant="secondary" onClick={() => setStep(STEPS[index - 1]!)}>
            {t('apply.back')}
          </Button>
        )}
        {/* Keyed apart: were 'Next' turned into the submit button in place, the click that shows the review
            (its step set before the click's default action runs) would also send the application. */}
        {step === 'review' ? (
          <Button key="send" type="submit" busy={isSubmitting}>
            {t('apply.send')}
          </Button>
        ) : (
          <Button key="next" onClick={() => void next()}>
            {t('apply.next')}
          </Button>
        )}
      </div>
    </form>
  );
}

const questionIds = (job: Job) => job.questions.map((q) => q.id).join();

function Apply() {
  const { t } = useTranslation('jobDetail');
  const lng = currentLanguage();
  const { search } = useLocation();
  const id = jobIdOf(search);
  const { data: job, isPending, isError, refetch } = useJobDetail(id, lng);
  const check = useCheckApply(job?.id);
  const pending = usePendingApplication(job?.id ?? id ?? undefined);
  const [version, setVersion] = useState(0);

  let body: React.ReactNode;
  if (pending && !check.data?.applied) {
    // Applied offline: it waits in the offline queue, and is sent when the network is back.
    body = (
      <div className="card" role="status">
        <p>
          <PendingMark text={t('apply.pending')} />
        </p>
        <p>{t('apply.queued')}</p>
        <Link className="btn btn-primary" to={MY_APPLICATIONS_PATH}>
          {t('apply.seeApplications')}
        </Link>
      </div>
    );
  } else if (id === null || job === null || (job && (job.status !== 'ACTIVE' || job.isExpired))) {
    body = (
      <div className="card">
        <p>{t('apply.closed')}</p>
        <Link className="btn btn-primary" to={BROWSE_JOBS_PATH}>
          {t('gone.browse')}
        </Link>
      </div>
    );
  } else if (isError) {
    body = <LoadError message={t('loadError')} onRetry={refetch} />;
  } else if (isPending || check.isPending) {
    body = <PageSkeleton />;
  } else if (check.data?.applied) {
    body = (
      <div className="card">
        <p>{t('apply.already', { date: formatDate(check.data.appliedAt, lng) })}</p>
        <Link className="btn btn-primary" to={MY_APPLICATIONS_PATH}>
          {t('apply.seeApplications')}
        </Link>
      </div>
    );
  } else {
    body = (
      <ApplyForm
        key={version}
        job={job}
        onConflict={() => {
          // Refused as it stands (the job closed, its questions changed…): read the job again; new questions get a
          // new form, a closed job its message.
          const asked = questionIds(job);
          void refetch().then(({ data }) => {
            if (data && questionIds(data) !== asked) setVersion((n) => n + 1);
          });
        }}
      />
    );
  }
  return (
    <div className="container apply-page">
      <PageHead page="apply-job" title={t('apply.title')} />
      <h1>{t('apply.title')}</h1>
      {job && (
        <p className="apply-job">
          <Link to={jobDetailPath(job)}>{job.title}</Link> · {job.company.compNm}
        </p>
      )}
      {/* The applications left this month, before the limit is reached (issue 15). */}
      {job && job.status === 'ACTIVE' && !job.isExpired && !check.data?.applied && !pending && (
        <ApplicationsUsageLine />
      )}
      {body}
    </div>
  );
}

export default function ApplyJobPage() {
  return (
    <RequireRole role="CANDIDATE">
      <Apply />
    </RequireRole>
  );
}
