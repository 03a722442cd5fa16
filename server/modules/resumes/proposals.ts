/**
 * What a resume's text proposes for the profile: the name, phone and e-mail at its top, the SKILLS entries it names,
 * and the jobs and schools it lists with their periods. Heuristics, not a parser: every proposal is shown to the
 * candidate, who accepts or ignores it; nothing is written from here.
 */
import { FULL_NAME_REGEX } from '../../../common/schemas/fullName.js';

export interface SkillName {
  id: number;
  names: string[];
}

export interface Proposals {
  fullName: string | null;
  phone: string | null;
  email: string | null;
  skills: { id: number; name: string }[];
  experiences: { jobTitle: string; companyName: string; startMonth: string; endMonth: string }[];
  educations: { institute: string; startMonth: string; endMonth: string }[];
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
/** +62 812-3456-7890, 0812 3456 7890, (021) 555-1234: 9 to 15 digits with the usual separators. */
const PHONE = /(?:\+\d{1,3}[\s-]?)?\(?\d{2,4}\)?[\s.-]?\d{3,4}[\s.-]?\d{3,5}/;

const MONTHS: Record<string, number> = {
  jan: 1,
  januari: 1,
  january: 1,
  feb: 2,
  februari: 2,
  february: 2,
  mar: 3,
  maret: 3,
  march: 3,
  apr: 4,
  april: 4,
  mei: 5,
  may: 5,
  jun: 6,
  juni: 6,
  june: 6,
  jul: 7,
  juli: 7,
  july: 7,
  agu: 8,
  agt: 8,
  agustus: 8,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  okt: 10,
  oct: 10,
  oktober: 10,
  october: 10,
  nov: 11,
  november: 11,
  des: 12,
  dec: 12,
  desember: 12,
  december: 12,
};
const MONTH_WORD = Object.keys(MONTHS).join('|');
/** A plausible year: 1950–2099, standing alone (not four digits of a phone number). */
const YEAR = '(?:19[5-9]\\d|20\\d{2})';
const MONTH_NUMBER = '(?:0?[1-9]|1[0-2])';
/** 'Jan 2020', 'Januari 2020', '01/2020', '2020-01', '2020'. */
const WHEN = `(?:(?:${MONTH_WORD})\\.?\\s+${YEAR}|${MONTH_NUMBER}[/.-]${YEAR}|${YEAR}-(?:0[1-9]|1[0-2])|${YEAR})`;
const NOW = '(?:present|now|current|sekarang|saat ini|kini)';
const RANGE = new RegExp(
  `(?<![\\d-])(${WHEN})\\s*(?:-|–|—|to|until|s/d|sampai|hingga)\\s*(${WHEN}|${NOW})(?![\\d-])`,
  'i',
);
const SCHOOL =
  /\b(?:universit|institut|politeknik|polytechnic|college|sekolah|school|akademi|academy)|\b(?:sma|smk|stie|stmik)\b/i;
/** A title line, not a name. */
const NOT_A_NAME = /\b(curriculum vitae|resume|résumé|riwayat hidup|cv)\b/i;

/** The month of a period's start, or of its end (a year alone ends in December). */
function toMonth(text: string, end = false): string {
  const t = text.trim().toLowerCase().replace('.', '');
  let m: RegExpExecArray | null;
  if ((m = /^([a-z]+)\s+(\d{4})$/.exec(t)) && MONTHS[m[1]!])
    return `${m[2]}-${String(MONTHS[m[1]!]).padStart(2, '0')}`;
  if ((m = /^(\d{1,2})[/.-](\d{4})$/.exec(t))) return `${m[2]}-${m[1]!.padStart(2, '0')}`;
  if ((m = /^(\d{4})-(\d{2})$/.exec(t))) return `${m[1]}-${m[2]}`;
  if ((m = /^(\d{4})$/.exec(t))) return `${m[1]}-${end ? '12' : '01'}`;
  return '';
}

/** 'Staf Akuntansi at PT Maju', 'Staf Akuntansi - PT Maju', 'Staf Akuntansi di PT Maju', 'PT Maju | Staf'. */
function titleAndPlace(text: string): [string, string] {
  const parts = text
    .split(/\s+(?:at|di|@|-|–|—|\|)\s+|,\s+/i)
    .map((p) => p.trim())
    .filter(Boolean);
  return [parts[0] ?? '', parts.slice(1).join(', ')];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function propose(
  text: string,
  skills: readonly SkillName[],
  ownSkillIds: ReadonlySet<number>,
): Proposals {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const top = lines.slice(0, 8);
  const email = top.map((l) => EMAIL.exec(l)?.[0]).find(Boolean) ?? text.match(EMAIL)?.[0] ?? null;
  const phoneText = top.map((l) => PHONE.exec(l.replace(EMAIL, ''))?.[0]).find(Boolean) ?? null;
  const phone = phoneText && phoneText.replace(/\D/g, '').length >= 9 ? phoneText.trim() : null;
  const fullName =
    top.find(
      (l) => l.length <= 60 && !NOT_A_NAME.test(l) && FULL_NAME_REGEX.test(l) && l.split(' ').length <= 5,
    ) ?? null;

  const lower = ` ${text.toLowerCase().replace(/\s+/g, ' ')} `;
  const found = skills
    .filter((skill) => !ownSkillIds.has(skill.id))
    .map((skill) => ({
      skill,
      name: skill.names.find((n) =>
        new RegExp(`(^|[^\\p{L}\\p{N}])${escape(n.toLowerCase())}($|[^\\p{L}\\p{N}])`, 'u').test(lower),
      ),
    }))
    .filter((hit): hit is { skill: SkillName; name: string } => !!hit.name)
    .map(({ skill, name }) => ({ id: skill.id, name }));

  const experiences: Proposals['experiences'] = [];
  const educations: Proposals['educations'] = [];
  lines.forEach((line, index) => {
    const range = RANGE.exec(line);
    // A contact line holds no period (its digits are a phone number's).
    if (!range || EMAIL.test(line)) return;
    const startMonth = toMonth(range[1]!);
    const endMonth = new RegExp(`^${NOW}$`, 'i').test(range[2]!.trim()) ? '' : toMonth(range[2]!, true);
    if (!startMonth) return;
    // The period may stand on a line of its own, under the line it dates.
    const rest =
      line
        .replace(range[0], '')
        .replace(/[()|,–—-]+\s*$/, '')
        .trim() ||
      lines[index - 1] ||
      '';
    if (SCHOOL.test(rest)) educations.push({ institute: rest.slice(0, 150), startMonth, endMonth });
    else {
      const [jobTitle, companyName] = titleAndPlace(rest);
      if (jobTitle && companyName)
        experiences.push({
          jobTitle: jobTitle.slice(0, 150),
          companyName: companyName.slice(0, 150),
          startMonth,
          endMonth,
        });
    }
  });
  return { fullName, phone, email, skills: found, experiences, educations };
}
