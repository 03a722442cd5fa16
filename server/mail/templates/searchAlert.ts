/** The alert mail of a saved search (issue 11): the jobs that newly match it, in the candidate's language. */
import type { Language } from '../../../common/locales/index.js';
import { layout, type Mail } from './layout.js';

export interface AlertJob {
  title: string;
  company: string;
  /** 'Jakarta, Indonesia · Work From Anywhere' */
  where: string;
  /** 'Rp 8,000,000 – Rp 12,000,000', or '' when the salary is not shown. */
  salary: string;
  link: string;
}

export interface SearchAlert {
  name: string;
  searchName: string;
  jobs: AlertJob[];
  /** How many jobs matched in all (the mail lists at most a few). */
  total: number;
  /** The browse page with the search. */
  searchLink: string;
  unsubscribeLink: string;
}

const jobLines = (jobs: AlertJob[]) =>
  jobs.flatMap((job) => [
    [job.title, job.company, job.where, job.salary].filter((part) => part !== '').join(' · '),
    `[link]${job.link}`,
  ]);

export function searchAlertMail(lng: Language, alert: SearchAlert): Mail {
  const { name, searchName, jobs, total, searchLink, unsubscribeLink } = alert;
  const more = total - jobs.length;
  if (lng === 'id') {
    return layout(lng, `${total} lowongan baru untuk "${searchName}"`, [
      `Halo ${name},`,
      `Ada ${total} lowongan baru yang cocok dengan pencarian tersimpan Anda "${searchName}":`,
      ...jobLines(jobs),
      more > 0 ? `Dan ${more} lainnya. Lihat semuanya:` : 'Lihat semua lowongan untuk pencarian ini:',
      `[link]${searchLink}`,
      'Tidak ingin menerima pemberitahuan ini lagi? Matikan untuk pencarian ini:',
      `[link]${unsubscribeLink}`,
    ]);
  }
  return layout(lng, `${total} new ${total === 1 ? 'job' : 'jobs'} for "${searchName}"`, [
    `Hello ${name},`,
    `${total} new ${total === 1 ? 'job matches' : 'jobs match'} your saved search "${searchName}":`,
    ...jobLines(jobs),
    more > 0 ? `And ${more} more. See them all:` : 'See every job of this search:',
    `[link]${searchLink}`,
    'No longer want these alerts? Turn them off for this search:',
    `[link]${unsubscribeLink}`,
  ]);
}
