/** The team e-mails (issue 10), in the language of whoever they are for. */
import type { Language } from '../../../common/locales/index.js';
import { layout, type Mail } from './layout.js';

export interface Invitation {
  /** The invited person's name, as the administrator typed it. */
  name: string;
  /** Who invited them. */
  inviter: string;
  company: string;
  role: 'ADMIN' | 'RECRUITER';
  /** The single-use link to set a password. */
  link: string;
  days: number;
}

const ROLE: Record<Language, Record<Invitation['role'], string>> = {
  en: {
    ADMIN: 'an administrator (team, company profile and jobs)',
    RECRUITER: 'a recruiter (jobs and applicants)',
  },
  id: {
    ADMIN: 'admin (tim, profil perusahaan, dan lowongan)',
    RECRUITER: 'perekrut (lowongan dan pelamar)',
  },
};

/**
 * An invitation to join a company's team on Orbit Jobs: who invited the person, as what, and the link to set a
 * password (valid `days` days, once). The link is in the body only.
 */
export function teamInvitationMail(lng: Language, invitation: Invitation): Mail {
  const { name, inviter, company, role, link, days } = invitation;
  if (lng === 'id') {
    return layout(lng, `Undangan bergabung dengan tim ${company} di Orbit Jobs`, [
      `Halo ${name},`,
      `${inviter} mengundang Anda bergabung dengan tim ${company} di Orbit Jobs sebagai ${ROLE.id[role]}.`,
      'Buat kata sandi Anda lewat tautan ini, lalu Anda langsung masuk ke akun pemberi kerja perusahaan:',
      `[link]${link}`,
      `Tautan ini berlaku ${days} hari dan hanya dapat dipakai sekali. Jika Anda tidak mengenal undangan ini, abaikan email ini.`,
    ]);
  }
  return layout(lng, `Join the ${company} team on Orbit Jobs`, [
    `Hello ${name},`,
    `${inviter} invited you to join the ${company} team on Orbit Jobs as ${ROLE.en[role]}.`,
    "Set your password with this link and you are signed in to the company's employer account:",
    `[link]${link}`,
    `The link works for ${days} days, once. If you do not know about this invitation, ignore this e-mail.`,
  ]);
}
