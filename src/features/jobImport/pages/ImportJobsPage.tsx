/**
 * /employer/import-jobs: bulk job import (issue 10), in three steps on one page, the import's id in the address
 * (`?id=`) so a reload or a visit from the history continues where it was:
 * 1. a CSV or Excel file (and the template to start from); the server reads it;
 * 2. its columns matched to the posting form's fields (suggested from the headers), with its first rows shown, and
 *    drafts or active jobs chosen;
 * 3. the rows saved batch by batch, each call moving the progress bar; then the summary and the rows that were not
 *    imported, each with its row, column and problem in the reader's language.
 */
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '../../../lib/router';
import {
  IMPORT_FIELDS,
  IMPORT_JOB_STATUSES,
  IMPORT_LIMITS,
  type ImportField,
  type ImportJobStatus,
} from '@common/constants/importJobs';
import { BENEFIT_CODES } from '@common/constants/jobs';
import { APPROVAL_STATUS } from '@common/constants/roles';
import { IMPORT_TEMPLATE_FILE_NAME, importTemplateCsv } from '@common/format/importTemplate';
import { RequireRole } from '../../../components/RequireRole';
import { Button } from '../../../components/ui';
import { SelectField } from '../../../components/ui/SelectField';
import { isErrorEnvelope } from '../../../lib/api';
import { PageHead } from '../../../lib/seo/PageHead';
import { useShellStore } from '../../../lib/store/shell';
import { type ImportDoc, useImport, useImportWrites } from '../api/imports';
import { ProgressBar } from '../components/ProgressBar';
import { RowErrors } from '../components/RowErrors';
import { HISTORY_PATH, IMPORT_PATH, historyUrl } from '../paths';
import { FileInput } from '../../../components/ui/FileInput';
import '../components/jobImport.css';

/** A step's heading takes the focus when the step appears, so keyboard and screen reader users land on it. */
function StepHeading({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h2 ref={ref} tabIndex={-1}>
      {children}
    </h2>
  );
}

/** The template, made here from the columns the server reads (with a byte-order mark, so Excel reads it as UTF-8). */
function TemplateLink() {
  const { t } = useTranslation('importJobs');
  const href = useMemo(
    () => `data:text/csv;charset=utf-8,${encodeURIComponent(`\ufeff${importTemplateCsv()}`)}`,
    [],
  );
  return (
    <a className="btn btn-secondary" href={href} download={IMPORT_TEMPLATE_FILE_NAME}>
      {t('upload.template')}
    </a>
  );
}

function UploadStep({ onUploaded }: { onUploaded: (id: number) => void }) {
  const { t } = useTranslation('importJobs');
  const writes = useImportWrites();
  const inputId = useId();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) {
      setError(t('validate:required', { field: t('upload.file') }));
      input.current?.focus();
      return;
    }
    setBusy(true);
    const envelope = await writes.upload(file).catch(() => null);
    setBusy(false);
    if (!envelope || isErrorEnvelope(envelope)) {
      setError(envelope?.message || t('errorMsg:somethingWrong'));
      input.current?.focus();
      return;
    }
    onUploaded(envelope.data.id);
  };

  return (
    <section aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`}>{t('upload.heading')}</h2>
      <p>{t('upload.templateHint')}</p>
      <details className="import-help">
        <summary>{t('upload.benefitCodes')}</summary>
        <ul>
          {BENEFIT_CODES.map((code) => (
            <li key={code}>
              <code>{code}</code>: {t(`jobPost:benefits.${code}`)}
            </li>
          ))}
        </ul>
      </details>
      <div className="actions-row import-actions">
        <TemplateLink />
      </div>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <div className="field">
          <label htmlFor={inputId}>{t('upload.file')}</label>
          <p className="field-hint" id={`${inputId}-hint`}>
            {t('upload.fileHint', { megabytes: IMPORT_LIMITS.fileMegabytes, count: IMPORT_LIMITS.rowsMax })}
          </p>
          <FileInput
            ref={input}
            id={inputId}
            name="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
            onChange={() => setError(undefined)}
          />
          {error && (
            <p className="field-error" id={`${inputId}-error`} role="alert">
              {error}
            </p>
          )}
        </div>
        <Button type="submit" busy={busy}>
          {t('upload.submit')}
        </Button>
      </form>
    </section>
  );
}

type Choice = Record<ImportField, string>;

function MappingStep({ doc, onOtherFile }: { doc: ImportDoc; onOtherFile: () => void }) {
  const { t } = useTranslation('importJobs');
  const writes = useImportWrites();
  const [choice, setChoice] = useState<Choice>(
    () =>
      Object.fromEntries(
        IMPORT_FIELDS.map((field) => {
          const column = doc.mapping[field.key];
          return [field.key, column === null || column === undefined ? '' : String(column)];
        }),
      ) as Choice,
  );
  const [jobStatus, setJobStatus] = useState<ImportJobStatus>('DRAFT');
  const [errors, setErrors] = useState<Partial<Record<ImportField, string>>>({});
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const options = doc.headers.map((header, i) => ({ value: String(i), label: header }));
  const label = (field: ImportField) => t(`validate:fields.${field}`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = IMPORT_FIELDS.filter((field) => field.required && choice[field.key] === '');
    if (missing.length > 0) {
      setErrors(
        Object.fromEntries(
          missing.map((field) => [field.key, t('validate:column', { field: label(field.key) })]),
        ),
      );
      form.current?.querySelector<HTMLSelectElement>(`select[name="${missing[0]!.key}"]`)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    const mapping = Object.fromEntries(
      IMPORT_FIELDS.map((field) => [field.key, choice[field.key] === '' ? null : Number(choice[field.key])]),
    ) as Record<ImportField, number | null>;
    await writes.start(doc.id, { mapping, jobStatus }).catch(() => null);
    setBusy(false);
  };

  return (
    <section>
      <StepHeading>{t('mapping.heading')}</StepHeading>
      <p>{t('mapping.lead', { file: doc.fileName, count: doc.totalRows })}</p>
      <div className="table-scroll" role="region" aria-labelledby="import-preview-caption" tabIndex={0}>
        <table className="import-table">
          <caption id="import-preview-caption">{t('mapping.preview')}</caption>
          <thead>
            <tr>
              {doc.headers.map((header, i) => (
                <th scope="col" key={i}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {doc.preview.map((row, r) => (
              <tr key={r}>
                {row.map((cell, c) => (
                  <td key={c}>{cell.length > 120 ? `${cell.slice(0, 119)}…` : cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <form ref={form} onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className="import-mapping">
          <legend>{t('mapping.fields')}</legend>
          {IMPORT_FIELDS.map((field) => (
            <SelectField
              key={field.key}
              name={field.key}
              label={field.required ? `${label(field.key)} ${t('mapping.required')}` : label(field.key)}
              required={field.required}
              options={options}
              placeholder={t('mapping.notInFile')}
              value={choice[field.key]}
              error={errors[field.key]}
              onChange={(event) => setChoice({ ...choice, [field.key]: event.target.value })}
            />
          ))}
        </fieldset>
        <fieldset className="import-choice">
          <legend>{t('mapping.status')}</legend>
          {IMPORT_JOB_STATUSES.map((status) => (
            <label key={status}>
              <input
                type="radio"
                name="jobStatus"
                value={status}
                checked={jobStatus === status}
                onChange={() => setJobStatus(status)}
              />
              {t(`mapping.${status}`)}
            </label>
          ))}
        </fieldset>
        <div className="actions-row import-actions">
          <Button type="submit" busy={busy}>
            {t('mapping.submit', { count: doc.totalRows })}
          </Button>
          <Button variant="ghost" onClick={onOtherFile}>
            {t('mapping.otherFile')}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** Runs the import's batches one after another while the page is open; each answer moves the bar. */
function RunStep({ doc }: { doc: ImportDoc }) {
  const { t } = useTranslation('importJobs');
  const writes = useImportWrites();
  const [stopped, setStopped] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      for (;;) {
        const envelope = await writes.run(doc.id).catch(() => null);
        if (cancelled) return;
        if (!envelope || isErrorEnvelope(envelope)) return setStopped(true);
        if (envelope.data.status !== 'RUNNING') return;
      }
    })();
    return () => {
      cancelled = true;
    };
    // One loop per import and per retry; the answers it writes to the cache must not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [doc.id, attempt]);

  return (
    <section>
      <StepHeading>{t('run.heading')}</StepHeading>
      <ProgressBar done={doc.processedRows} total={doc.totalRows} />
      {stopped ? (
        <>
          <p className="alert alert-warning" role="alert">
            {t('run.stopped')}
          </p>
          <Button
            onClick={() => {
              setStopped(false);
              setAttempt(attempt + 1);
            }}
          >
            {t('run.continue')}
          </Button>
        </>
      ) : (
        <p className="import-muted">{t('run.keepOpen')}</p>
      )}
    </section>
  );
}

function DoneStep({ doc, onAnother }: { doc: ImportDoc; onAnother: () => void }) {
  const { t } = useTranslation('importJobs');
  const status = doc.jobStatus ?? 'DRAFT';
  return (
    <section>
      <StepHeading>{t('done.heading')}</StepHeading>
      <ProgressBar done={doc.processedRows} total={doc.totalRows} />
      <div className={`alert ${doc.failedRows > 0 ? 'alert-warning' : 'alert-success'}`} role="status">
        <p>
          {t(status === 'ACTIVE' ? 'done.summaryActive' : 'done.summaryDraft', {
            imported: doc.importedRows,
            count: doc.totalRows,
          })}
        </p>
        <p>{doc.failedRows > 0 ? t('done.failed', { count: doc.failedRows }) : t('done.allGood')}</p>
      </div>
      <div className="actions-row import-actions">
        {doc.importedRows > 0 && (
          <Link className="btn btn-primary" to={`/employer/home?tab=${status}`}>
            {t('done.seeJobs')}
          </Link>
        )}
        <Button variant="secondary" onClick={onAnother}>
          {t('done.another')}
        </Button>
        <Link className="btn btn-ghost" to={historyUrl(doc.id)}>
          {t('toHistory')}
        </Link>
      </div>
      <RowErrors doc={doc} />
    </section>
  );
}

function ImportJobs() {
  const { t } = useTranslation('importJobs');
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id'));
  const importId = Number.isSafeInteger(id) && id > 0 ? id : undefined;
  const approved = useShellStore((state) => state.user?.status) === APPROVAL_STATUS.APPROVED;
  const { data: doc, isError } = useImport(approved ? importId : undefined);
  const fresh = () => setParams({}, { replace: false });

  let step;
  if (!approved) {
    step = (
      <p className="alert alert-warning" role="status">
        {t('notApproved')}
      </p>
    );
  } else if (!importId || isError) {
    step = <UploadStep onUploaded={(next) => setParams({ id: String(next) })} />;
  } else if (!doc) {
    step = <p role="status">{t('loading')}</p>;
  } else if (doc.status === 'PENDING') {
    step = <MappingStep doc={doc} onOtherFile={fresh} />;
  } else if (doc.status === 'RUNNING') {
    step = <RunStep doc={doc} />;
  } else if (doc.status === 'DONE') {
    step = <DoneStep doc={doc} onAnother={fresh} />;
  } else {
    step = (
      <>
        <p className="alert alert-warning" role="status">
          {t('discarded')}
        </p>
        <Button onClick={fresh}>{t('done.another')}</Button>
      </>
    );
  }

  return (
    <div className="container import-page">
      <PageHead page={`employer-${IMPORT_PATH}`} title={t('title')} description={t('lead')} />
      <h1 className="page-title">{t('title')}</h1>
      <p>{t('lead')}</p>
      <nav className="actions-row import-actions" aria-label={t('title')}>
        <Link to={`/employer/${HISTORY_PATH}`}>{t('toHistory')}</Link>
        <Link to="/employer/home">{t('toJobs')}</Link>
      </nav>
      {step}
    </div>
  );
}

export default function ImportJobsPage() {
  return (
    <RequireRole role="EMPLOYER">
      <ImportJobs />
    </RequireRole>
  );
}
