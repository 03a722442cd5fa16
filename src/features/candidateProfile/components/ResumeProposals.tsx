/**
 * What an uploaded resume's text proposes for the profile, each with its own button: nothing is saved unless the
 * candidate accepts it. Skills join the profile's skills; a job becomes an experience entry; the name and phone
 * replace the basic details; a school opens the education form filled in (its qualification and field need the
 * candidate's choice).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OTHER_OPTION_CODE } from '@common/constants/masters';
import { Button } from '../../../components/ui';
import { toast } from '../../../lib/toast';
import { type CandidateView, useEntryWrites, useSaveProfile } from '../api/profile';
import type { Proposals } from '../api/resumes';
import { EntryForm } from './EntryForm';
import { SECTION_SPECS, emptyValues } from './entryFields';

export function ResumeProposals({ view, proposals }: { view: CandidateView; proposals: Proposals }) {
  const { t } = useTranslation('profile');
  const save = useSaveProfile();
  const experiences = useEntryWrites('experience');
  const [done, setDone] = useState<Set<string>>(new Set());
  const [schoolForm, setSchoolForm] = useState<number | null>(null);
  const mark = (key: string) => setDone((keys) => new Set(keys).add(key));
  const report = (envelope: { code: string; message: string } | 'queued', key: string) => {
    if (envelope === 'queued') {
      // In the offline queue: sent when the network is back.
      mark(key);
      toast.success(t('common:pending.queued'));
    } else if (envelope.code === 'SUCCESS') {
      mark(key);
      toast.success(envelope.message);
    } else toast.error(envelope.message);
  };

  if (!proposals.readable) return <p className="muted">{t('resumes.unreadable')}</p>;
  const nothing =
    proposals.skills.length + proposals.experiences.length + proposals.educations.length === 0 &&
    !proposals.fullName &&
    !proposals.phone;
  if (nothing) return <p className="muted">{t('resumes.nothingFound')}</p>;

  const skillIds = view.profile.skills.map((skill) => skill.id);
  return (
    <div className="proposals" aria-live="polite">
      <h3>{t('resumes.proposalsTitle')}</h3>
      <ul className="entries">
        {proposals.fullName && proposals.fullName !== view.fullName && (
          <li className="entry">
            <span>{t('resumes.proposedName', { name: proposals.fullName })}</span>
            <Button
              type="button"
              variant="secondary"
              disabled={done.has('name')}
              onClick={async () =>
                report(await save('basicDetails', { fullName: proposals.fullName }, view.id), 'name')
              }
            >
              {done.has('name') ? t('resumes.accepted') : t('resumes.useName')}
            </Button>
          </li>
        )}
        {proposals.skills.map((skill) => (
          <li key={`skill-${skill.id}`} className="entry">
            <span>{t('resumes.proposedSkill', { name: skill.name })}</span>
            <Button
              type="button"
              variant="secondary"
              disabled={done.has(`skill-${skill.id}`)}
              aria-label={t('resumes.addSkill', { name: skill.name })}
              onClick={async () =>
                report(
                  await save('industryDetails', { skills: [...skillIds, skill.id] }, view.id),
                  `skill-${skill.id}`,
                )
              }
            >
              {done.has(`skill-${skill.id}`) ? t('resumes.accepted') : t('resumes.add')}
            </Button>
          </li>
        ))}
        {proposals.experiences.map((job, index) => (
          <li key={`job-${index}`} className="entry">
            <span>
              {t('resumes.proposedJob', { title: job.jobTitle, company: job.companyName })}{' '}
              <span className="muted">
                {job.startMonth} – {job.endMonth || t('present')}
              </span>
            </span>
            <Button
              type="button"
              variant="secondary"
              disabled={done.has(`job-${index}`)}
              aria-label={t('resumes.addJob', { title: job.jobTitle })}
              onClick={async () =>
                report(
                  await experiences.create({
                    jobTitle: job.jobTitle,
                    companyName: job.companyName,
                    startMonth: job.startMonth,
                    endMonth: job.endMonth,
                    isCurrent: job.endMonth === '',
                  }),
                  `job-${index}`,
                )
              }
            >
              {done.has(`job-${index}`) ? t('resumes.accepted') : t('resumes.add')}
            </Button>
          </li>
        ))}
        {proposals.educations.map((school, index) => (
          <li key={`school-${index}`} className="entry">
            <span>
              {t('resumes.proposedSchool', { name: school.institute })}{' '}
              <span className="muted">
                {school.startMonth} – {school.endMonth || t('present')}
              </span>
            </span>
            {done.has(`school-${index}`) ? (
              <span>{t('resumes.accepted')}</span>
            ) : schoolForm === index ? null : (
              <Button
                type="button"
                variant="secondary"
                aria-label={t('resumes.addSchool', { name: school.institute })}
                onClick={() => setSchoolForm(index)}
              >
                {t('resumes.add')}
              </Button>
            )}
            {schoolForm === index && (
              // The school's lists need the candidate's choice (qualification, field): the form opens filled in.
              <EntryForm
                module="education"
                initial={{
                  ...emptyValues(SECTION_SPECS.education),
                  instituteCode: OTHER_OPTION_CODE.OTHER_UNIVERSITY,
                  otherInstitute: school.institute,
                  startMonth: school.startMonth,
                  endMonth: school.endMonth,
                }}
                onDone={(saved) => {
                  setSchoolForm(null);
                  if (saved) mark(`school-${index}`);
                }}
              />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
