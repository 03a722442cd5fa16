/**
 * A built resume as a PDF (@react-pdf/renderer: no browser), in one of two templates: ATS, one plain column that
 * applicant-tracking systems read in order; MODERN, a coloured side column (photo, contact, skills) beside the rest.
 * Noto Sans is embedded (regular and bold), so every Latin letter of an Indonesian or foreign name prints, and the
 * text can be selected and searched.
 */
import { Document, Image, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import { createElement as h, type ReactNode } from 'react';
import type { ResumeSection, ResumeTemplate } from '../../../common/constants/resumes.js';
import { type Language, translate } from '../../../common/locales/index.js';
import { PDF_FONT as FAMILY } from '../../pdf/fonts.js';

export interface ResumeEntry {
  title: string;
  subtitle: string;
  period: string;
  details: string;
}

export interface ResumeData {
  fullName: string;
  headline: string;
  contactLines: string[];
  /** A PNG or JPEG of the candidate, or null. */
  photo: Buffer | null;
  template: ResumeTemplate;
  language: Language;
  /** The sections in their order; skills is a list of names, the others entries. */
  sections: { key: ResumeSection; entries: ResumeEntry[]; names: string[] }[];
}

const PRIMARY = '#0b5fff';
const MUTED = '#4a5468';

const styles = StyleSheet.create({
  page: { fontFamily: FAMILY, fontSize: 10, lineHeight: 1.4, color: '#141a2e' },
  atsPage: { padding: 40 },
  name: { fontSize: 20, fontWeight: 700, lineHeight: 1.25 },
  headline: { fontSize: 12, color: MUTED, marginTop: 2 },
  contact: { marginTop: 4, color: MUTED },
  heading: { fontSize: 11, fontWeight: 700, marginTop: 14, marginBottom: 4, textTransform: 'uppercase' },
  rule: { borderBottomWidth: 1, borderBottomColor: '#d5dbe7', paddingBottom: 2 },
  entry: { marginBottom: 6 },
  entryTitle: { fontWeight: 700 },
  muted: { color: MUTED },
  side: { width: 170, padding: 24, backgroundColor: '#e8efff' },
  main: { flex: 1, padding: 28 },
  photo: { width: 96, height: 96, borderRadius: 48, marginBottom: 12 },
  sideHeading: { fontSize: 10, fontWeight: 700, color: PRIMARY, marginTop: 12, marginBottom: 4 },
});

const title = (lng: Language, key: string) => translate(lng, `messages:resume.${key}`);

function entries(list: ResumeEntry[]): ReactNode[] {
  return list.map((entry, i) =>
    h(
      View,
      { key: i, style: styles.entry, wrap: false },
      h(Text, { style: styles.entryTitle }, entry.title),
      entry.subtitle ? h(Text, null, entry.subtitle) : null,
      entry.period ? h(Text, { style: styles.muted }, entry.period) : null,
      entry.details ? h(Text, null, entry.details) : null,
    ),
  );
}

function section(data: ResumeData, s: ResumeData['sections'][number], ats: boolean): ReactNode {
  return h(
    View,
    { key: s.key },
    h(Text, { style: ats ? [styles.heading, styles.rule] : styles.heading }, title(data.language, s.key)),
    s.key === 'skills' ? h(Text, null, s.names.join(' · ')) : entries(s.entries),
  );
}

function ats(data: ResumeData): ReactNode {
  return h(
    Page,
    { size: 'A4', style: [styles.page, styles.atsPage] },
    h(Text, { style: styles.name }, data.fullName),
    data.headline ? h(Text, { style: styles.headline }, data.headline) : null,
    data.contactLines.length ? h(Text, { style: styles.contact }, data.contactLines.join(' · ')) : null,
    ...data.sections.map((s) => section(data, s, true)),
  );
}

function modern(data: ResumeData): ReactNode {
  const skills = data.sections.find((s) => s.key === 'skills');
  return h(
    Page,
    { size: 'A4', style: [styles.page, { flexDirection: 'row' }] },
    h(
      View,
      { style: styles.side, fixed: true },
      data.photo ? h(Image, { style: styles.photo, src: { data: data.photo, format: 'png' } }) : null,
      data.contactLines.length
        ? h(Text, { style: styles.sideHeading }, title(data.language, 'contact'))
        : null,
      ...data.contactLines.map((line, i) => h(Text, { key: i }, line)),
      skills ? h(Text, { style: styles.sideHeading }, title(data.language, 'skills')) : null,
      ...(skills?.names ?? []).map((name, i) => h(Text, { key: `s${i}` }, name)),
    ),
    h(
      View,
      { style: styles.main },
      h(Text, { style: styles.name }, data.fullName),
      data.headline ? h(Text, { style: styles.headline }, data.headline) : null,
      ...data.sections.filter((s) => s.key !== 'skills').map((s) => section(data, s, false)),
    ),
  );
}

/** The resume's PDF bytes. */
export async function renderResume(data: ResumeData): Promise<Buffer> {
  const page = data.template === 'MODERN' ? modern(data) : ats(data);
  return renderToBuffer(
    h(Document, { title: data.fullName, author: data.fullName, language: data.language }, page) as never,
  );
}
