/**
 * A list section of the profile (education, projects, experience, certificates, accomplishments): its entries,
 * newest first, each with edit and remove, and a button that opens the form to add one. An entry added or changed
 * offline waits in the offline queue (src/lib/pending) and is marked so until it is sent.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CandidateEntryModule } from '@common/constants/candidateProfile';
import { CANDIDATE_ENTRY_SECTIONS } from '@common/constants/candidateProfile';
import { formatMonthYear } from '@common/format/dates';
import { PendingMark } from '../../../components/PendingMark';
import { Button } from '../../../components/ui';
import { currentLanguage } from '../../../lib/i18n';
import { usePendingActions } from '../../../lib/pending/state';
import { type EntryDoc, useEntries, useEntryWrites } from '../api/profile';
import { EntryForm } from './EntryForm';
import { type EntryValues, SECTION_SPECS, emptyValues } from './entryFields';

function period(doc: { startMonth: string; endMonth?: string; isCurrent?: boolean }, present: string) {
  const lng = currentLanguage();
  if (!doc.startMonth) return '';
  const start = formatMonthYear(`${doc.startMonth}-01`, lng);
  if (doc.endMonth === undefined) return start;
  const end = doc.endMonth ? formatMonthYear(`${doc.endMonth}-01`, lng) : present;
  return `${start} – ${end}`;
}

export function EntrySection({
  module,
  headingLevel = 2,
}: {
  module: CandidateEntryModule;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('profile');
  const { data: entries = [], isPending } = useEntries(module);
  const writes = useEntryWrites(module);
  const [form, setForm] = useState<{ id?: number; values: EntryValues } | null>(null);
  const spec = SECTION_SPECS[module];
  const section = CANDIDATE_ENTRY_SECTIONS[module];
  const Heading = `h${headingLevel}` as const;
  const waiting = usePendingActions().actions.filter((action) => action.module === module);
  const added = waiting.filter((action) => action.action === 'create');
  const changed = new Set(
    waiting.filter((action) => action.action === 'update').map((action) => action.params?.id),
  );

  return (
    <section className="card entry-section" id={`section-${section}`} aria-labelledby={`${section}-title`}>
      <Heading id={`${section}-title`}>{t(`sections.${section}`)}</Heading>
      {isPending ? (
        <p className="muted">{t('loading')}</p>
      ) : entries.length === 0 && added.length === 0 && !form ? (
        <p className="muted">{t(`empty.${section}`)}</p>
      ) : (
        <ul className="entries">
          {(entries as EntryDoc<typeof module>[]).map((doc) => {
            const { title, detail } = spec.summary(doc as never);
            return (
              <li key={doc.id} className="entry">
                <div>
                  <strong>{title}</strong>
                  {detail && <span className="entry-detail">{detail}</span>}
                  <span className="muted">{period(doc as never, t('present'))}</span>
                  {changed.has(doc.id) && <PendingMark />}
                </div>
                <div className="entry-buttons">
                  <Button
                    type="button"
                    variant="secondary"
                    aria-label={t('editEntry', { name: title })}
                    onClick={() => setForm({ id: doc.id, values: spec.valuesOf(doc as never) })}
                  >
                    {t('edit')}
                  </Button>
                  <Button
                    type="button"
                    variant="secondary"
                    aria-label={t('removeEntry', { name: title })}
                    onClick={() => {
                      if (window.confirm(t('removeConfirm', { name: title }))) void writes.remove(doc.id);
                    }}
                  >
                    {t('remove')}
                  </Button>
                </div>
              </li>
            );
          })}
          {added.map((action) => (
            <li key={action.id} className="entry">
              <div>
                <strong>{t('pendingEntry')}</strong>
                <PendingMark />
              </div>
            </li>
          ))}
        </ul>
      )}
      {form ? (
        <EntryForm
          key={form.id ?? 'new'}
          module={module}
          editing={form.id === undefined ? undefined : { id: form.id, values: form.values }}
          initial={form.values}
          onDone={() => setForm(null)}
        />
      ) : (
        <Button type="button" variant="secondary" onClick={() => setForm({ values: emptyValues(spec) })}>
          {t(`add.${section}`)}
        </Button>
      )}
    </section>
  );
}
