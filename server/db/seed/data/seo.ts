/**
 * SEO rows of the public pages (module 'page'), in English and Indonesian. The site title comes from config so a
 * white-label deployment reads right; og:image is the 512 px app icon.
 */
import type { Language } from '../../../../common/locales/index.js';

export interface SeoSeed {
  module: string;
  page: string;
  lng: Language;
  title: string;
  description: string;
  keywords: string;
  author: string;
  ogTitle: string;
  ogDescription: string;
  ogImage: string;
}

export const SEO_MODULE_PAGE = 'page';
export const SEO_PAGES = [
  'home',
  'contact-us',
  'privacy-policy',
  'terms-of-use',
  'faq',
  'login',
  'about-us',
  '404',
  '503',
] as const;
export type SeoPage = (typeof SEO_PAGES)[number];

export const OG_IMAGE = '/icons/icon-512.png';

type Text = { title: string; description: string; keywords: string };

const TEXTS: Record<SeoPage, Record<Language, Text>> = {
  home: {
    en: {
      title: 'Find jobs in Indonesia',
      description:
        'Search thousands of jobs from trusted Indonesian employers, apply in a few taps and track every application in one place.',
      keywords: 'jobs in Indonesia, job vacancies, career, job search, fresh graduate jobs, remote jobs, hiring',
    },
    id: {
      title: 'Cari lowongan kerja di Indonesia',
      description:
        'Temukan ribuan lowongan kerja dari perusahaan terpercaya di Indonesia, lamar dengan mudah dan pantau setiap lamaran di satu tempat.',
      keywords: 'lowongan kerja, loker, info lowongan, cari kerja, lowongan fresh graduate, kerja remote, karier',
    },
  },
  'contact-us': {
    en: {
      title: 'Contact us',
      description: 'Questions about your account, a job post or a payment? Send us a message and our team will reply.',
      keywords: 'contact, support, help, customer service, job portal support',
    },
    id: {
      title: 'Hubungi kami',
      description: 'Ada pertanyaan tentang akun, lowongan, atau pembayaran? Kirim pesan dan tim kami akan membalas.',
      keywords: 'kontak, bantuan, layanan pelanggan, dukungan, hubungi kami',
    },
  },
  'privacy-policy': {
    en: {
      title: 'Privacy policy',
      description: 'How we collect, use, store and protect your personal data, and the rights you have over it.',
      keywords: 'privacy policy, personal data, data protection, PDP law',
    },
    id: {
      title: 'Kebijakan privasi',
      description: 'Cara kami mengumpulkan, menggunakan, menyimpan, dan melindungi data pribadi Anda, serta hak Anda atasnya.',
      keywords: 'kebijakan privasi, data pribadi, perlindungan data, UU PDP',
    },
  },
  'terms-of-use': {
    en: {
      title: 'Terms of use',
      description: 'The terms that apply when you use the portal as a job seeker, an employer or a visitor.',
      keywords: 'terms of use, terms and conditions, user agreement',
    },
    id: {
      title: 'Syarat penggunaan',
      description: 'Ketentuan yang berlaku saat Anda menggunakan portal sebagai pencari kerja, pemberi kerja, atau pengunjung.',
      keywords: 'syarat penggunaan, syarat dan ketentuan, perjanjian pengguna',
    },
  },
  faq: {
    en: {
      title: 'Frequently asked questions',
      description: 'Answers to common questions about creating a profile, applying for jobs and using your account.',
      keywords: 'FAQ, help, how to apply, job seeker questions, account',
    },
    id: {
      title: 'Pertanyaan yang sering diajukan',
      description: 'Jawaban atas pertanyaan umum tentang membuat profil, melamar pekerjaan, dan menggunakan akun Anda.',
      keywords: 'FAQ, bantuan, cara melamar, pertanyaan pencari kerja, akun',
    },
  },
  login: {
    en: {
      title: 'Sign in',
      description: 'Sign in to apply for jobs, save vacancies and follow your applications, or to manage your job posts.',
      keywords: 'login, sign in, job seeker login, employer login',
    },
    id: {
      title: 'Masuk',
      description: 'Masuk untuk melamar pekerjaan, menyimpan lowongan dan memantau lamaran, atau mengelola lowongan Anda.',
      keywords: 'masuk, login, login pencari kerja, login perusahaan',
    },
  },
  'about-us': {
    en: {
      title: 'About us',
      description: 'Who we are: a job portal connecting Indonesian talent with employers across the archipelago.',
      keywords: 'about us, company, mission, job portal Indonesia',
    },
    id: {
      title: 'Tentang kami',
      description: 'Siapa kami: portal kerja yang menghubungkan talenta Indonesia dengan perusahaan di seluruh Nusantara.',
      keywords: 'tentang kami, perusahaan, misi, portal kerja Indonesia',
    },
  },
  '404': {
    en: {
      title: 'Page not found',
      description: 'The page you are looking for does not exist or has been moved.',
      keywords: '404, page not found',
    },
    id: {
      title: 'Halaman tidak ditemukan',
      description: 'Halaman yang Anda cari tidak ada atau sudah dipindahkan.',
      keywords: '404, halaman tidak ditemukan',
    },
  },
  '503': {
    en: {
      title: 'Under maintenance',
      description: 'We are doing some maintenance and will be back shortly. Thank you for your patience.',
      keywords: '503, maintenance, service unavailable',
    },
    id: {
      title: 'Sedang dalam pemeliharaan',
      description: 'Kami sedang melakukan pemeliharaan dan akan segera kembali. Terima kasih atas kesabaran Anda.',
      keywords: '503, pemeliharaan, layanan tidak tersedia',
    },
  },
};

export function seoSeeds(siteTitle: string): SeoSeed[] {
  return SEO_PAGES.flatMap((page) =>
    (['en', 'id'] as const).map((lng) => {
      const text = TEXTS[page][lng];
      const title = `${text.title} | ${siteTitle}`;
      return {
        module: SEO_MODULE_PAGE,
        page,
        lng,
        title,
        description: text.description,
        keywords: text.keywords,
        author: siteTitle,
        ogTitle: title,
        ogDescription: text.description,
        ogImage: OG_IMAGE,
      };
    }),
  );
}
