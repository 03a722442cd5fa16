/**
 * /jobsseekers/create-resume (?id= to edit one): a resume built from the profile. The header is the candidate's to
 * word (resumes/update-header: name, headline, contact lines, photo), the template one of two (ATS plain, modern two
 * columns), the section titles English or Indonesian; the sections show in the order chosen, or not at all
 * (resumes/update-resume). The PDF is rendered by the server from the profile as it is, and kept in the list.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import {
  RESUME_LIMITS,
  RESUME_SECTIONS,
  RESUME_TEMPLATES,
  type ResumeSection,
} from '@common/constants/resumes';
import { formatPhone } from '@common/format/phone';
import { resumeHeaderInput } from '@common/schemas/resumes';
import { RequireRole } from '../../../components/RequireRole';
import { Button, TextField } from '../../../components/ui';
import { FormError } from '../../../components/ui/FormError';
import { SelectField } from '../../../components/ui/SelectField';
import { currentLanguage } from '../../../lib/i18n';
import { succeeded } from '../../../lib/forms/serverErrors';
import { useRevalidateOnLanguageChange, valibotResolver } from '../../../lib/forms/valibotResolver';
import { useNavigate, useSearchParams } from '../../../lib/router';
import { PageHead } from '../../../lib/seo/PageHead';
import { toast } from '../../../lib/toast';
import { type CandidateView, useCandidateView } from '../api/profile';
import { type ResumeDoc, useResumeWrites, useResumes } from '../api/resumes';
import { ResumeEntryEdits } from '../components/ResumeEntryEdits';
import '../components/profile.css';
import '../../../components/ui/choices.css';

interface Values {
  name: string;
  fullName: string;
  headline: string;
  contact0: string;
  contact1: string;
  contact2: string;
  contact3: string;
  showPhoto: boolean;
  template: string;
  language: string;
}
const CONTACTS = ['contact0', 'contact1', 'contact2', 'contact3'] as const;
const FIELDS = ['name', 'fullName', 'headline', ...CONTACTS, 'showPhoto', 'template', 'language'];
const fieldOf = (path: string) =>
  path.startsWith('contactLines') ? `contact${path.split('.')[1] ?? 0}` : path;

function defaults(view: CandidateView, resume: ResumeDoc | undefined, name: string): Values {
  const built = resume?.built;
  const lines = built?.contactLines ?? [
    formatPhone(view.phoneCode, view.phone),
    view.email,
    [view.profile.cityName, view.profile.countryName].filter(Boolean).join(', '),
  ];
  const [contact0 = '', contact1 = '', contact2 = '', contact3 = ''] = lines.filter(Boolean);
  return {
    name: resume?.name ?? name,
    fullName: built?.fullName ?? view.fullName,
    headline: built?.headline ?? '',
    contact0,
    contact1,
    contact2,
    contact3,
    showPhoto: built?.showPhoto ?? Boolean(view.pictureUrl),
    template: built?.template ?? 'MODERN',
    language: built?.language ?? currentLanguage(),
  };
}

function Sections({ resume, view }: { resume: ResumeDoc; view: CandidateView }) {
  const { t } = useTranslation('profile');
  const writes = useResumeWrites();
  const [open, setOpen] = useState<ResumeSection | null>(null);
  const shown = resume.built?.sections ?? [...RESUME_SECTIONS];
  const hidden = RESUME_SECTIONS.filter((key) => !shown.includes(key));
  const save = (sections: ResumeSection[]) => void writes.saveSections(resume.id, sections);
  const move = (index: number, by: number) => {
    const next = [...shown];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    save(next);
  };
  return (
    <section className="card" aria-labelledby="sections-title">
      <h2 id="sections-title">{t('builder.sections')}</h2>
      <p className="muted">{t('builder.sectionsHint')}</p>
      <ol className="entries">
        {shown.map((key, index) => (
          <li key={key} className="entry">
            <strong>{t(`builder.section.${key}`)}</strong>
            <div className="entry-buttons">
              <Button
                type="button"
                variant="ghost"
                disabled={index === 0}
                aria-label={t('builder.up', { name: t(`builder.section.${key}`) })}
                onClick={() => move(index, -1)}
              >
                ↑
              </Button>
              <Button
                type="button"
                variant="ghost"
                disabled={index === shown.length - 1}
                aria-label={t('builder.down', { name: t(`builder.section.${key}`) })}
                onClick={() => move(index, 1)}
              >
                ↓
              </Button>
              <Button
                type="button"
                variant="ghost"
                aria-expanded={open === key}
                onClick={() => setOpen(open === key ? null : key)}
              >
                {t('builder.editEntries', { name: t(`builder.section.${key}`) })}
              </Button>
              <Button
                type="button"
                variant="secondary"
                onClick={() => save(shown.filter((other) => other !== key))}
              >
                {t('builder.hide')}
              </Button>
            </div>
            {open === key && <ResumeEntryEdits resume={resume} section={key} view={view} />}
          </li>
        ))}
      </ol>
      {hidden.length > 0 && (
        <ul className="entries">
          {hidden.map((key) => (
            <li key={key} className="entry">
              <span className="muted">{t(`builder.section.${key}`)}</span>
              <Button type="button" variant="secondary" onClick={() => save([...shown, key])}>
                {t('builder.show')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Builder({ view, resume }: { view: CandidateView; resume: ResumeDoc | undefined }) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const writes = useResumeWrites();
  const [downloading, setDownloading] = useState(false);
  const form = useForm<Values, unknown, v.InferOutput<typeof resumeHeaderInput>>({
    defaultValues: defaults(view, resume, t('builder.defaultName')),
    resolver: valibotResolver(resumeHeaderInput, {
      toInput: (values) => ({
        ...(resume ? { id: resume.id } : {}),
        name: values.name,
        fullName: values.fullName,
        headline: values.headline,
        contactLines: CONTACTS.map((key) => values[key].trim()).filter(Boolean),
        showPhoto: values.showPhoto,
        template: values.template,
        language: values.language,
      }),
      fieldOf,
    }),
    shouldFocusError: true,
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  useRevalidateOnLanguageChange(form);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) =>
    handleSubmit(async (body) => {
      const envelope = succeeded(await writes.saveHeader(body).catch(() => null), setError, {
        fields: FIELDS,
        fieldOf,
        fallback: t('errorMsg:somethingWrong'),
      });
      const saved = envelope?.data as ResumeDoc | undefined;
      if (!saved) return;
      toast.success(envelope!.message);
      if (!resume) void navigate(`?id=${saved.id}`, { replace: true });
    })(event);

  return (
    <>
      <section className="card" aria-labelledby="header-title">
        <h2 id="header-title">{t('builder.header')}</h2>
        <form className="profile-form" noValidate onSubmit={(event) => void onSubmit(event)}>
          <TextField
            label={t('resumes.name')}
            hint={t('builder.nameHint')}
            maxLength={RESUME_LIMITS.nameMax}
            error={errors.name?.message}
            required
            {...register('name')}
          />
          <TextField
            label={t('validate:fields.fullName')}
            maxLength={RESUME_LIMITS.nameMax}
            error={errors.fullName?.message}
            required
            {...register('fullName')}
          />
          <TextField
            label={t('builder.headline')}
            hint={t('builder.headlineHint')}
            optionalText={t('optional')}
            maxLength={RESUME_LIMITS.headlineMax}
            error={errors.headline?.message}
            {...register('headline')}
          />
          {CONTACTS.map((key, index) => (
            <TextField
              key={key}
              label={t('builder.contactLine', { n: index + 1 })}
              optionalText={t('optional')}
              maxLength={RESUME_LIMITS.contactLineMax}
              error={errors[key]?.message}
              {...register(key)}
            />
          ))}
          <label className="check">
            <input type="checkbox" disabled={!view.pictureUrl} {...register('showPhoto')} />
            {view.pictureUrl ? t('builder.showPhoto') : t('builder.noPhoto')}
          </label>
          <fieldset className="choices">
            <legend>{t('builder.template')}</legend>
            {RESUME_TEMPLATES.map((template) => (
              <label key={template} className="check">
                <input type="radio" value={template} {...register('template')} />
                {t(`builder.templates.${template}`)}
              </label>
            ))}
          </fieldset>
          <SelectField
            label={t('builder.language')}
            options={[
              { value: 'en', label: 'English' },
              { value: 'id', label: 'Bahasa Indonesia' },
            ]}
            error={errors.language?.message}
            {...register('language')}
          />
          <FormError message={errors.root?.server?.message} />
          <div className="entry-actions">
            <Button type="submit" busy={isSubmitting}>
              {resume ? t('save') : t('builder.create')}
            </Button>
            {resume && (
              <Button
                type="button"
                variant="secondary"
                busy={downloading}
                onClick={async () => {
                  setDownloading(true);
                  await writes
                    .download(resume.id, true)
                    .catch((err: unknown) => toast.error((err as Error).message));
                  setDownloading(false);
                }}
              >
                {t('builder.download')}
              </Button>
            )}
          </div>
        </form>
      </section>
      {resume && <Sections resume={resume} view={view} />}
    </>
  );
}

function CreateResume() {
  const { t } = useTranslation('profile');
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const { data: view } = useCandidateView();
  const { data: resumes, isPending } = useResumes();
  const resume = id === undefined ? undefined : resumes?.find((r) => r.id === id && r.source === 'BUILT');
  return (
    <div className="container candidate-profile">
      <PageHead page="create-resume" title={t('builder.title')} description={t('builder.lead')} />
      <h1 className="page-title">{t('builder.title')}</h1>
      <p className="lead">{t('builder.lead')}</p>
      {!view || (id !== undefined && isPending) ? (
        <p className="muted">{t('loading')}</p>
      ) : (
        <Builder key={resume?.id ?? 'new'} view={view} resume={resume} />
      )}
    </div>
  );
}

export default function CreateResumePage() {
  return (
    <RequireRole role="CANDIDATE">
      <CreateResume />
    </RequireRole>
  );
}
