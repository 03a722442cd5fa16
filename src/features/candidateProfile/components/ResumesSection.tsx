/**
 * The candidate's resumes on the profile: upload a PDF or Word file, build one from the profile, and for each:
 * download, rename, make it the default (what applying offers first), remove, and for an upload, see what its text
 * proposes for the profile.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_RULES } from '@common/constants/files';
import { RESUME_LIMITS } from '@common/constants/resumes';
import { Button, TextField } from '../../../components/ui';
import { Link } from '../../../lib/router';
import { toast } from '../../../lib/toast';
import type { CandidateView } from '../api/profile';
import { type Proposals, type ResumeDoc, fetchProposals, useResumeWrites, useResumes } from '../api/resumes';
import { candidateProfileUrl } from '../paths';
import { ResumeProposals } from './ResumeProposals';
import { FileInput } from '../../../components/ui/FileInput';

function kindOf(resume: ResumeDoc, t: (key: string) => string) {
  if (resume.source === 'BUILT') return t('resumes.built');
  return resume.fileType === 'application/pdf' ? 'PDF' : 'Word';
}

function ResumeRow({ resume, view }: { resume: ResumeDoc; view: CandidateView }) {
  const { t } = useTranslation('profile');
  const writes = useResumeWrites();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(resume.name);
  const [error, setError] = useState<string | undefined>();
  const [proposals, setProposals] = useState<Proposals | null>(null);
  const [busy, setBusy] = useState(false);
  const fail = (err: unknown) => toast.error((err as Error).message || t('errorMsg:somethingWrong'));

  return (
    <li className="entry resume">
      <div>
        <strong>{resume.name}</strong>
        <span className="muted">
          {kindOf(resume, t)}
          {resume.isDefault && ` · ${t('resumes.default')}`}
        </span>
      </div>
      <div className="entry-buttons">
        <Button type="button" variant="secondary" onClick={() => void writes.download(resume.id).catch(fail)}>
          {t('resumes.download')}
        </Button>
        {resume.source === 'BUILT' && (
          <Link className="btn btn-secondary" to={`${candidateProfileUrl('createResume')}?id=${resume.id}`}>
            {t('edit')}
          </Link>
        )}
        <Button type="button" variant="ghost" onClick={() => setRenaming((on) => !on)}>
          {t('resumes.rename')}
        </Button>
        {!resume.isDefault && (
          <Button type="button" variant="ghost" onClick={() => void writes.makeDefault(resume.id)}>
            {t('resumes.makeDefault')}
          </Button>
        )}
        {resume.source === 'UPLOAD' && (
          <Button
            type="button"
            variant="ghost"
            busy={busy}
            onClick={async () => {
              setBusy(true);
              setProposals(await fetchProposals(resume.id).catch(() => null));
              setBusy(false);
            }}
          >
            {t('resumes.propose')}
          </Button>
        )}
        <Button
          type="button"
          variant="ghost"
          aria-label={t('removeEntry', { name: resume.name })}
          onClick={() => {
            if (window.confirm(t('removeConfirm', { name: resume.name }))) void writes.remove(resume.id);
          }}
        >
          {t('remove')}
        </Button>
      </div>
      {renaming && (
        <form
          className="resume-rename"
          onSubmit={async (event) => {
            event.preventDefault();
            const envelope = await writes.rename(resume.id, name);
            if (envelope.code === 'SUCCESS') setRenaming(false);
            else setError(envelope.message);
          }}
        >
          <TextField
            label={t('resumes.name')}
            value={name}
            maxLength={RESUME_LIMITS.nameMax}
            error={error}
            onChange={(event) => setName(event.target.value)}
          />
          <Button type="submit">{t('save')}</Button>
        </form>
      )}
      {proposals && <ResumeProposals view={view} proposals={proposals} />}
    </li>
  );
}

export function ResumesSection({ view }: { view: CandidateView }) {
  const { t } = useTranslation('profile');
  const { data: resumes = [] } = useResumes();
  const writes = useResumeWrites();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | undefined>();
  return (
    <section className="card entry-section" id="section-resumes" aria-labelledby="resumes-title">
      <h2 id="resumes-title">{t('resumes.title')}</h2>
      {resumes.length === 0 ? (
        <p className="muted">{t('resumes.empty')}</p>
      ) : (
        <ul className="entries">
          {resumes.map((resume) => (
            <ResumeRow key={resume.id} resume={resume} view={view} />
          ))}
        </ul>
      )}
      <div className="field">
        <label htmlFor="resume-upload">{t('resumes.upload')}</label>
        <p className="field-hint" id="resume-upload-hint">
          {t('resumes.uploadHint', { max: UPLOAD_RULES.document.maxBytes / 1024 / 1024 })}
        </p>
        <FileInput
          id="resume-upload"
          accept={UPLOAD_RULES.document.accept}
          disabled={uploading}
          aria-describedby={error ? 'resume-upload-hint resume-upload-error' : 'resume-upload-hint'}
          aria-invalid={error ? true : undefined}
          onChange={async (event) => {
            const input = event.currentTarget;
            const file = input.files?.[0];
            if (!file) return;
            setUploading(true);
            setError(undefined);
            try {
              const envelope = await writes.upload(file);
              if (envelope.code === 'SUCCESS') toast.success(envelope.message);
              else setError(envelope.message);
            } catch (err) {
              setError((err as Error).message);
            } finally {
              setUploading(false);
              input.value = '';
            }
          }}
        />
        {error && (
          <p className="field-error" id="resume-upload-error">
            {error}
          </p>
        )}
      </div>
      <Link className="btn btn-secondary" to={candidateProfileUrl('createResume')}>
        {t('resumes.build')}
      </Link>
    </section>
  );
}
