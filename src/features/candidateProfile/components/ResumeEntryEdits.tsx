/**
 * One section of a built resume, entry by entry: show or hide each of the profile's entries on this resume, and word
 * its title and details for it. The profile keeps its own words; an empty field here shows the profile's.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CANDIDATE_LIMITS, type CandidateEntryModule } from '@common/constants/candidateProfile';
import { RESUME_LIMITS, type ResumeSection, resumeEntryKey } from '@common/constants/resumes';
import type { ResumeEntryEdit } from '@common/schemas/resumes';
import { Button, TextArea, TextField } from '../../../components/ui';
import { toast } from '../../../lib/toast';
import { type CandidateView, useEntries } from '../api/profile';
import { type ResumeDoc, useResumeWrites } from '../api/resumes';
import { SECTION_SPECS } from './entryFields';
import '../../../components/ui/choices.css';

const MODULE_OF: Record<Exclude<ResumeSection, 'skills'>, CandidateEntryModule> = {
  experiences: 'experience',
  educations: 'education',
  projects: 'project',
  certificates: 'certificate',
  accomplishments: 'accomplishment',
};

/** The profile's entries of a section as the edits list them: id and title (and whether they have details). */
function useItems(section: ResumeSection, view: CandidateView) {
  // Hooks run whatever the section: skills come from the profile, so their query's answer is not used.
  const module = section === 'skills' ? 'experience' : MODULE_OF[section];
  const { data = [] } = useEntries(module);
  if (section === 'skills')
    return view.profile.skills.map((skill) => ({ id: skill.id, title: skill.name, details: false }));
  return data.map((doc) => ({
    id: doc.id,
    title: SECTION_SPECS[module].summary(doc as never).title,
    details: section !== 'certificates',
  }));
}

export function ResumeEntryEdits({
  resume,
  section,
  view,
}: {
  resume: ResumeDoc;
  section: ResumeSection;
  view: CandidateView;
}) {
  const { t } = useTranslation('profile');
  const writes = useResumeWrites();
  const items = useItems(section, view);
  const saved = new Map((resume.built?.entries ?? []).map((edit) => [edit.key, edit]));
  const [edits, setEdits] = useState(() => new Map(saved));
  const [busy, setBusy] = useState(false);
  const name = t(`builder.section.${section}`);

  const change = (key: string, patch: Partial<ResumeEntryEdit>) =>
    setEdits((all) => {
      const next = new Map(all);
      next.set(key, { key, hidden: false, title: '', details: '', ...all.get(key), ...patch });
      return next;
    });

  if (items.length === 0) return <p className="muted">{t('builder.noEntries')}</p>;
  return (
    <form
      className="entry-form"
      aria-label={t('builder.entriesOf', { name })}
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        // The other sections' edits are kept as they are; this section's are replaced.
        const others = [...saved.values()].filter((edit) => !edit.key.startsWith(`${section}:`));
        const mine = [...edits.values()].filter((edit) => edit.key.startsWith(`${section}:`));
        const envelope = await writes.saveSections(resume.id, resume.built?.sections ?? [], [
          ...others,
          ...mine,
        ]);
        setBusy(false);
        if (envelope.code === 'SUCCESS') toast.success(envelope.message);
      }}
    >
      {items.map((item) => {
        const key = resumeEntryKey(section, item.id);
        const edit = edits.get(key);
        return (
          <fieldset key={key} className="entry-edit">
            <legend>{item.title}</legend>
            <label className="check">
              <input
                type="checkbox"
                checked={!edit?.hidden}
                onChange={(event) => change(key, { hidden: !event.target.checked })}
              />
              {t('builder.showEntry', { name: item.title })}
            </label>
            {!edit?.hidden && (
              <>
                <TextField
                  label={t('builder.entryTitle')}
                  placeholder={item.title}
                  optionalText={t('optional')}
                  maxLength={RESUME_LIMITS.entryTitleMax}
                  value={edit?.title ?? ''}
                  onChange={(event) => change(key, { title: event.target.value })}
                />
                {item.details && (
                  <TextArea
                    label={t('builder.entryDetails')}
                    optionalText={t('optional')}
                    maxLength={CANDIDATE_LIMITS.descriptionMax}
                    rows={3}
                    value={edit?.details ?? ''}
                    onChange={(event) => change(key, { details: event.target.value })}
                  />
                )}
              </>
            )}
          </fieldset>
        );
      })}
      <Button type="submit" busy={busy}>
        {t('builder.saveEntries', { name })}
      </Button>
    </form>
  );
}
