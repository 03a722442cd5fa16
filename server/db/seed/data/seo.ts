/**
 * SEO rows of every page of the app (module 'page'), in English and Indonesian: the page asks for its row by name
 * (src/lib/seo, `PageHead page=…`), and a page whose row is missing falls back to its own texts. Each title is the
 * page's heading, so the tab and the page say the same. The site title comes from config so a white-label
 * deployment reads right; og:image is the 512 px app icon.
 */
import { OG_IMAGE } from '../../../../common/constants/ssr.js';
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

type Text = { title: string; description: string; keywords: string };
type Texts = Record<Language, Text>;

/** The shared public pages (spec §2). */
const PUBLIC_TEXTS = {
  home: {
    en: {
      title: 'Find jobs in Indonesia',
      description:
        'Search open jobs from trusted Indonesian employers, new every day: apply in a few taps and track every application in one place.',
      keywords: 'jobs in Indonesia, job vacancies, career, job search, fresh graduate jobs, remote jobs, hiring',
    },
    id: {
      title: 'Cari lowongan kerja di Indonesia',
      description:
        'Cari lowongan kerja dari pemberi kerja terpercaya di Indonesia, baru setiap hari: lamar dengan mudah dan pantau setiap lamaran di satu tempat.',
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
      title: 'Ketentuan penggunaan',
      description: 'Ketentuan yang berlaku saat Anda menggunakan portal sebagai pencari kerja, pemberi kerja, atau pengunjung.',
      keywords: 'ketentuan penggunaan, syarat dan ketentuan, perjanjian pengguna',
    },
  },
  faq: {
    en: {
      title: 'Frequently asked questions',
      description:
        'Answers about creating an account, signing in, resetting your password, installing the app, using it offline and choosing your language.',
      keywords: 'FAQ, help, create account, sign in, verification code, install app, offline',
    },
    id: {
      title: 'Pertanyaan yang sering diajukan',
      description:
        'Jawaban seputar membuat akun, masuk, mengatur ulang kata sandi, memasang aplikasi, menggunakannya saat luring, dan memilih bahasa.',
      keywords: 'FAQ, bantuan, buat akun, masuk, kode verifikasi, pasang aplikasi, luring',
    },
  },
  login: {
    en: {
      title: 'Sign in',
      description: 'Sign in as a job seeker or as an employer to reach your account.',
      keywords: 'login, sign in, job seeker login, employer login',
    },
    id: {
      title: 'Masuk',
      description: 'Masuk sebagai pencari kerja atau sebagai pemberi kerja untuk membuka akun Anda.',
      keywords: 'masuk, login, login pencari kerja, login pemberi kerja',
    },
  },
  'about-us': {
    en: {
      title: 'About us',
      description:
        'Who we are: a job portal made in Indonesia that connects job seekers with employers, on any phone and any connection.',
      keywords: 'about us, company, mission, job portal Indonesia',
    },
    id: {
      title: 'Tentang kami',
      description:
        'Siapa kami: portal kerja buatan Indonesia yang menghubungkan pencari kerja dengan pemberi kerja, di ponsel apa pun dan koneksi apa pun.',
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
      title: 'Service temporarily unavailable',
      description: 'We are doing some maintenance or facing a high load. Please try again in a few minutes.',
      keywords: '503, maintenance, service unavailable',
    },
    id: {
      title: 'Layanan sementara tidak tersedia',
      description: 'Kami sedang melakukan pemeliharaan atau menghadapi lonjakan pengguna. Silakan coba lagi dalam beberapa menit.',
      keywords: '503, pemeliharaan, layanan tidak tersedia',
    },
  },
} satisfies Record<string, Texts>;

type Role = 'candidate' | 'employer';
const ROLE_NAME: Record<Role, Record<Language, string>> = {
  candidate: { en: 'job seekers', id: 'pencari kerja' },
  employer: { en: 'employers', id: 'pemberi kerja' },
};
const ROLE_ACCOUNT: Record<Role, Record<Language, string>> = {
  candidate: { en: 'job seeker account', id: 'akun pencari kerja' },
  employer: { en: 'employer account', id: 'akun pemberi kerja' },
};

/**
 * The account pages of both roles (spec §2), named `<role>-<segment>` as the pages ask for them (the verification
 * page is `<role>-register-verification` under both roles' own path segment).
 */
function accountTexts(role: Role): Record<string, Texts> {
  const who = ROLE_NAME[role];
  const account = ROLE_ACCOUNT[role];
  return {
    [`${role}-login`]: {
      en: {
        title: role === 'candidate' ? 'Sign in as a job seeker' : 'Sign in as an employer',
        description:
          role === 'candidate'
            ? 'Sign in to your job seeker account with your e-mail address and password.'
            : 'Sign in to your employer account with your e-mail address and password.',
        keywords: role === 'candidate' ? 'job seeker login, sign in, candidate account' : 'employer login, sign in, company account',
      },
      id: {
        title: role === 'candidate' ? 'Masuk sebagai pencari kerja' : 'Masuk sebagai pemberi kerja',
        description:
          role === 'candidate'
            ? 'Masuk ke akun pencari kerja Anda dengan alamat email dan kata sandi.'
            : 'Masuk ke akun pemberi kerja Anda dengan alamat email dan kata sandi.',
        keywords: role === 'candidate' ? 'login pencari kerja, masuk, akun pencari kerja' : 'login pemberi kerja, masuk, akun pemberi kerja',
      },
    },
    [`${role}-register`]: {
      en: {
        title: role === 'candidate' ? 'Create your job seeker account' : 'Create your employer account',
        description:
          role === 'candidate'
            ? 'Create a free job seeker account with your name, e-mail address, phone number and a password.'
            : 'Create an employer account for your company; an administrator approves it before you can post jobs.',
        keywords: role === 'candidate' ? 'register, sign up, job seeker account' : 'register, sign up, employer account, company',
      },
      id: {
        title: role === 'candidate' ? 'Buat akun pencari kerja' : 'Buat akun pemberi kerja',
        description:
          role === 'candidate'
            ? 'Buat akun pencari kerja gratis dengan nama, alamat email, nomor telepon, dan kata sandi.'
            : 'Buat akun pemberi kerja untuk perusahaan Anda; administrator menyetujuinya sebelum Anda dapat memasang lowongan.',
        keywords: role === 'candidate' ? 'daftar, buat akun, akun pencari kerja' : 'daftar, buat akun, akun pemberi kerja',
      },
    },
    [`${role}-register-verification`]: {
      en: {
        title: 'Verify your e-mail',
        description: 'Enter the 6-digit code we sent to your e-mail address to create your account.',
        keywords: 'verify e-mail, verification code',
      },
      id: {
        title: 'Verifikasi email Anda',
        description: 'Masukkan kode 6 digit yang kami kirim ke alamat email Anda untuk membuat akun.',
        keywords: 'verifikasi email, kode verifikasi',
      },
    },
    [`${role}-otp`]: {
      en: {
        title: 'Verify your e-mail to sign in',
        description: 'Enter the 6-digit code we sent to your e-mail address to finish signing in.',
        keywords: 'verify e-mail, sign-in code',
      },
      id: {
        title: 'Verifikasi email Anda untuk masuk',
        description: 'Masukkan kode 6 digit yang kami kirim ke alamat email Anda untuk menyelesaikan proses masuk.',
        keywords: 'verifikasi email, kode masuk',
      },
    },
    [`${role}-forgot-password`]: {
      en: {
        title: 'Forgot your password?',
        description: `Enter the e-mail address of your ${account.en} and we will send you a code to set a new password.`,
        keywords: 'forgot password, reset password',
      },
      id: {
        title: 'Lupa kata sandi?',
        description: `Masukkan alamat email ${account.id} Anda dan kami akan mengirim kode untuk membuat kata sandi baru.`,
        keywords: 'lupa kata sandi, atur ulang kata sandi',
      },
    },
    [`${role}-forgot-password-otp`]: {
      en: {
        title: 'Enter the reset code',
        description: 'Enter the 6-digit code we sent to your e-mail address to set a new password.',
        keywords: 'reset code, forgot password',
      },
      id: {
        title: 'Masukkan kode atur ulang',
        description: 'Masukkan kode 6 digit yang kami kirim ke alamat email Anda untuk membuat kata sandi baru.',
        keywords: 'kode atur ulang, lupa kata sandi',
      },
    },
    [`${role}-new-password`]: {
      en: {
        title: 'Choose a new password',
        description: 'Set the new password of your account.',
        keywords: 'new password, reset password',
      },
      id: {
        title: 'Buat kata sandi baru',
        description: 'Atur kata sandi baru untuk akun Anda.',
        keywords: 'kata sandi baru, atur ulang kata sandi',
      },
    },
    [`${role}-reset-password`]: {
      en: {
        title: 'Change your password',
        description: 'Change the password of your account: your current password, then the new one.',
        keywords: 'change password, account security',
      },
      id: {
        title: 'Ubah kata sandi',
        description: 'Ubah kata sandi akun Anda: kata sandi saat ini, lalu kata sandi baru.',
        keywords: 'ubah kata sandi, keamanan akun',
      },
    },
    [`${role}-password-change-successfully`]: {
      en: {
        title: 'Password changed',
        description: 'Your password has been changed.',
        keywords: 'password changed',
      },
      id: {
        title: 'Kata sandi diubah',
        description: 'Kata sandi Anda telah diubah.',
        keywords: 'kata sandi diubah',
      },
    },
    [`${role}-terms-condition`]: {
      en: {
        title: 'Terms of use',
        description: `The terms of use ${who.en} accept when they create an account.`,
        keywords: 'terms of use, terms and conditions, sign up',
      },
      id: {
        title: 'Ketentuan penggunaan',
        description: `Ketentuan penggunaan yang disetujui ${who.id} saat membuat akun.`,
        keywords: 'ketentuan penggunaan, syarat dan ketentuan, pendaftaran',
      },
    },
  };
}

/** The signed-in landing pages. */
const HOME_TEXTS = {
  'profile-setup': {
    en: {
      title: 'Set up your profile',
      description: 'Welcome to your job seeker account: the steps to set up your profile.',
      keywords: 'job seeker profile, profile setup',
    },
    id: {
      title: 'Lengkapi profil Anda',
      description: 'Selamat datang di akun pencari kerja Anda: langkah-langkah melengkapi profil.',
      keywords: 'profil pencari kerja, lengkapi profil',
    },
  },
  profile: {
    en: {
      title: 'My profile',
      description: 'Your job seeker profile: details, education, experience, projects and certificates.',
      keywords: 'job seeker profile, resume, experience',
    },
    id: {
      title: 'Profil saya',
      description: 'Profil pencari kerja Anda: data diri, pendidikan, pengalaman, proyek, dan sertifikat.',
      keywords: 'profil pencari kerja, CV, pengalaman',
    },
  },
  'create-resume': {
    en: {
      title: 'Build a resume',
      description: 'Build a resume from your job seeker profile and download it as a PDF.',
      keywords: 'resume builder, CV, PDF resume',
    },
    id: {
      title: 'Buat CV',
      description: 'Buat CV dari profil pencari kerja Anda dan unduh sebagai PDF.',
      keywords: 'pembuat CV, CV, CV PDF',
    },
  },
  'employer-dashboard': {
    en: {
      title: 'Dashboard',
      description: 'Your employer dashboard: the approval of your company profile and your account.',
      keywords: 'employer dashboard, company account',
    },
    id: {
      title: 'Dasbor',
      description: 'Dasbor pemberi kerja Anda: persetujuan profil perusahaan dan akun Anda.',
      keywords: 'dasbor pemberi kerja, akun pemberi kerja',
    },
  },
} satisfies Record<string, Texts>;

/** The employer's job screens (issue 10); each title is the page's heading. */
const JOB_POSTING_TEXTS = {
  'employer-home': {
    en: { title: 'Your jobs', description: 'The jobs of your company: drafts, active, closed and expired.', keywords: 'employer jobs, job posts, hiring' },
    id: { title: 'Lowongan Anda', description: 'Lowongan perusahaan Anda: draf, aktif, ditutup, dan kedaluwarsa.', keywords: 'lowongan perusahaan, pasang lowongan, rekrutmen' },
  },
  'employer-job-type': {
    en: { title: 'Job type', description: 'Post a job, step 1: what the job is.', keywords: 'post a job, job type' },
    id: { title: 'Jenis pekerjaan', description: 'Pasang lowongan, langkah 1: pekerjaan apa ini.', keywords: 'pasang lowongan, jenis pekerjaan' },
  },
  'employer-job-description': {
    en: { title: 'Job description', description: 'Post a job, step 2: the description, skills and salary.', keywords: 'job description, skills, salary' },
    id: { title: 'Deskripsi pekerjaan', description: 'Pasang lowongan, langkah 2: deskripsi, keahlian, dan gaji.', keywords: 'deskripsi pekerjaan, keahlian, gaji' },
  },
  'employer-location': {
    en: { title: 'Location', description: 'Post a job, step 3: where the work is done.', keywords: 'job location, remote job' },
    id: { title: 'Lokasi', description: 'Pasang lowongan, langkah 3: tempat pekerjaan dilakukan.', keywords: 'lokasi kerja, kerja remote' },
  },
  'employer-benefits': {
    en: { title: 'Benefits', description: 'Post a job, step 4: what the job offers beyond the salary.', keywords: 'job benefits, allowances' },
    id: { title: 'Tunjangan', description: 'Pasang lowongan, langkah 4: apa yang ditawarkan selain gaji.', keywords: 'tunjangan kerja, fasilitas' },
  },
  'employer-additional-question': {
    en: { title: 'Screening questions', description: 'Post a job, step 5: questions candidates answer when they apply.', keywords: 'screening questions' },
    id: { title: 'Pertanyaan penyaringan', description: 'Pasang lowongan, langkah 5: pertanyaan yang dijawab kandidat saat melamar.', keywords: 'pertanyaan penyaringan' },
  },
  'employer-job-post-verification': {
    en: { title: 'Preview', description: 'How candidates will see the job, before it is posted.', keywords: 'job preview' },
    id: { title: 'Pratinjau', description: 'Tampilan lowongan bagi kandidat, sebelum dipasang.', keywords: 'pratinjau lowongan' },
  },
  'employer-job-posted-successfull': {
    en: { title: 'Job posted', description: 'Your job is live: candidates can find it and apply.', keywords: 'job posted' },
    id: { title: 'Lowongan terpasang', description: 'Lowongan Anda sudah tayang: kandidat dapat menemukannya dan melamar.', keywords: 'lowongan terpasang' },
  },
} satisfies Record<string, Texts>;

/** The company profile screens (issue 10); each title is the page's heading. */
const COMPANY_TEXTS = {
  'employer-company-profile-setup': {
    en: { title: 'Set up your company profile', description: 'Tell candidates who you are: logo, about, industry, location and contacts.', keywords: 'company profile, employer branding' },
    id: { title: 'Lengkapi profil perusahaan', description: 'Perkenalkan perusahaan Anda kepada kandidat: logo, tentang, industri, lokasi, dan kontak.', keywords: 'profil perusahaan, citra pemberi kerja' },
  },
  'employer-company-profile': {
    en: { title: 'Company profile', description: 'Your company as candidates see it, and where you edit it.', keywords: 'company profile' },
    id: { title: 'Profil perusahaan', description: 'Perusahaan Anda seperti yang dilihat kandidat, dan tempat Anda mengubahnya.', keywords: 'profil perusahaan' },
  },
  'employer-profile-setup-success': {
    en: { title: 'Your company profile is ready', description: 'Your company profile is complete enough for candidates: post your first job.', keywords: 'company profile ready' },
    id: { title: 'Profil perusahaan Anda siap', description: 'Profil perusahaan Anda sudah cukup lengkap bagi kandidat: pasang lowongan pertama Anda.', keywords: 'profil perusahaan siap' },
  },
} satisfies Record<string, Texts>;

/** The team screens (issue 10); each title is the page's heading. */
const TEAM_TEXTS = {
  'employer-team': {
    en: { title: 'Team members', description: 'Invite colleagues to your company on Orbit Jobs, change their roles or remove them.', keywords: 'team members, recruiters, company administrators' },
    id: { title: 'Anggota tim', description: 'Undang rekan kerja ke perusahaan Anda di Orbit Jobs, ubah peran mereka, atau hapus mereka.', keywords: 'anggota tim, perekrut, admin perusahaan' },
  },
  'employer-join': {
    en: { title: 'Join your team', description: 'Set a password for the employer account your company invited you to.', keywords: 'team invitation, employer account' },
    id: { title: 'Bergabung dengan tim Anda', description: 'Buat kata sandi untuk akun pemberi kerja Anda setelah diundang oleh perusahaan Anda.', keywords: 'undangan tim, akun pemberi kerja' },
  },
} satisfies Record<string, Texts>;

/** Bulk job import and its history (issue 10); each title is the page's heading. */
const IMPORT_TEXTS = {
  'employer-import-jobs': {
    en: { title: 'Import jobs', description: 'Post many jobs at once from a CSV or Excel file.', keywords: 'import jobs, bulk job posting, csv, excel' },
    id: { title: 'Impor lowongan', description: 'Pasang banyak lowongan sekaligus dari berkas CSV atau Excel.', keywords: 'impor lowongan, pasang lowongan massal, csv, excel' },
  },
  'employer-import-history': {
    en: { title: 'Import history', description: 'Every file your company imported, with its counts and the rows that were not imported.', keywords: 'import history' },
    id: { title: 'Riwayat impor', description: 'Semua berkas yang diimpor perusahaan Anda, dengan jumlahnya dan baris yang tidak diimpor.', keywords: 'riwayat impor' },
  },
} satisfies Record<string, Texts>;

/** Job discovery (issue 11); each title is the page's heading. A job's own page writes its own head. */
const DISCOVERY_TEXTS = {
  'browse-jobs': {
    en: { title: 'Find jobs', description: 'Search open jobs in Indonesia by keyword, city, salary, type of employment and more, or work from anywhere.', keywords: 'job search, job vacancies, jobs in Jakarta, remote jobs, part-time jobs, fresh graduate jobs' },
    id: { title: 'Cari lowongan', description: 'Cari lowongan kerja di Indonesia berdasarkan kata kunci, kota, gaji, jenis pekerjaan, dan lainnya, atau kerja dari mana saja.', keywords: 'cari kerja, lowongan kerja, loker Jakarta, kerja remote, kerja paruh waktu, lowongan fresh graduate' },
  },
  'my-jobs': {
    en: { title: 'My jobs', description: 'The jobs and searches you saved, in one place.', keywords: 'saved jobs, saved searches, my jobs' },
    id: { title: 'Lowongan saya', description: 'Lowongan dan pencarian yang Anda simpan, di satu tempat.', keywords: 'lowongan tersimpan, pencarian tersimpan, lowongan saya' },
  },
  companies: {
    en: { title: 'Companies hiring now', description: 'Companies in Indonesia with open jobs on Orbit Jobs: search by name, filter by industry, see their jobs.', keywords: 'companies hiring, perusahaan, jobs by company' },
    id: { title: 'Perusahaan yang sedang merekrut', description: 'Perusahaan di Indonesia dengan lowongan terbuka di Orbit Jobs: cari berdasarkan nama, saring berdasarkan industri, lihat lowongannya.', keywords: 'perusahaan merekrut, lowongan per perusahaan, loker perusahaan' },
  },
  'search-alerts-unsubscribe': {
    en: { title: 'Job alert e-mails', description: 'Turn off the e-mails of a saved job search.', keywords: 'job alerts, unsubscribe' },
    id: { title: 'Email pemberitahuan lowongan', description: 'Matikan email dari pencarian lowongan tersimpan.', keywords: 'pemberitahuan lowongan, berhenti berlangganan' },
  },
} satisfies Record<string, Texts>;

/** The notification page of both roles (src/features/notifications). */
const NOTIFICATION_TEXTS = {
  notification: {
    en: { title: 'Notifications', description: 'What happened to your applications, jobs and searches on Orbit Jobs, and which of it we e-mail you.', keywords: 'notifications, application updates, e-mail settings' },
    id: { title: 'Notifikasi', description: 'Kabar tentang lamaran, lowongan, dan pencarian Anda di Orbit Jobs, serta mana yang kami kirim lewat email.', keywords: 'notifikasi, kabar lamaran, pengaturan email' },
  },
} satisfies Record<string, Texts>;

/** Applications and the employer's pipeline (issue 13); each title is the page's heading. */
const APPLICATION_TEXTS = {
  'apply-job': {
    en: { title: 'Apply for this job', description: 'Send your application: choose a resume, answer the employer\'s questions, add a note.', keywords: 'apply for a job, job application' },
    id: { title: 'Lamar lowongan ini', description: 'Kirim lamaran Anda: pilih CV, jawab pertanyaan pemberi kerja, tambahkan catatan.', keywords: 'lamar kerja, lamaran kerja' },
  },
  'apply-job-successfully': {
    en: { title: 'Application sent!', description: 'Your application is with the employer: follow it under My jobs.', keywords: 'application sent' },
    id: { title: 'Lamaran terkirim!', description: 'Lamaran Anda sudah diterima pemberi kerja: pantau di Lowongan saya.', keywords: 'lamaran terkirim' },
  },
  responses: {
    en: { title: 'Responses', description: 'The candidates who applied to your jobs: read, shortlist, interview and hire.', keywords: 'responses, applicants, hiring pipeline' },
    id: { title: 'Pelamar', description: 'Kandidat yang melamar lowongan Anda: baca, masukkan daftar pendek, wawancarai, dan rekrut.', keywords: 'pelamar, lamaran masuk, proses rekrutmen' },
  },
  'response-detail': {
    en: { title: 'Response', description: 'One application: the candidate, their answers, the resume they sent and its history.', keywords: 'application, applicant' },
    id: { title: 'Pelamar', description: 'Satu lamaran: kandidatnya, jawabannya, CV yang dikirim, dan riwayatnya.', keywords: 'lamaran, pelamar' },
  },
  analytics: {
    en: { title: 'Analytics', description: 'Views, applications, shortlists and hires of your jobs, month by month.', keywords: 'recruitment analytics, job views, applications' },
    id: { title: 'Analitik', description: 'Dilihat, lamaran, daftar pendek, dan perekrutan lowongan Anda, bulan demi bulan.', keywords: 'analitik rekrutmen, lowongan dilihat, lamaran' },
  },
} satisfies Record<string, Texts>;

/** Matched and viewed candidates (issue 13; src/features/candidates); each title is the page's heading. */
const CANDIDATE_TEXTS = {
  'matched-candidate': {
    en: { title: 'Matched candidates', description: 'The candidates open to work who fit your live jobs best, with why they match.', keywords: 'matched candidates, find candidates, talent search' },
    id: { title: 'Kandidat yang cocok', description: 'Kandidat yang sedang mencari kerja dan paling cocok dengan lowongan aktif Anda, beserta alasannya.', keywords: 'kandidat cocok, cari kandidat, pencarian talenta' },
  },
  'matched-candidate-detail': {
    en: { title: 'Candidate', description: "A matched candidate's profile, and how well they fit your job, factor by factor.", keywords: 'candidate profile, match score' },
    id: { title: 'Kandidat', description: 'Profil kandidat yang cocok, dan seberapa sesuai dengan lowongan Anda, per faktor.', keywords: 'profil kandidat, skor kecocokan' },
  },
  'viewed-candidate': {
    en: { title: 'Viewed candidates', description: 'The candidates whose profile your team opened, the latest first.', keywords: 'viewed candidates, candidate profiles' },
    id: { title: 'Kandidat yang dilihat', description: 'Kandidat yang profilnya dibuka oleh tim Anda, yang terbaru lebih dulu.', keywords: 'kandidat dilihat, profil kandidat' },
  },
  'view-candidate-detail': {
    en: { title: 'Candidate', description: 'The profile of a candidate your team viewed: skills, experience and education.', keywords: 'candidate profile' },
    id: { title: 'Kandidat', description: 'Profil kandidat yang dilihat tim Anda: keahlian, pengalaman, dan pendidikan.', keywords: 'profil kandidat' },
  },
} satisfies Record<string, Texts>;

/** Plans, payments and top-ups (issue 15; src/features/billing); each title is the page's heading. */
const BILLING_TEXTS = {
  'employer-pricing-and-plans': {
    en: { title: 'Plans and pricing', description: 'Plans for employers: how many jobs you keep live at once, matched candidates per job, prices before VAT.', keywords: 'job posting price, employer plans, job ads pricing' },
    id: { title: 'Paket dan harga', description: 'Paket untuk pemberi kerja: berapa lowongan yang aktif sekaligus, kandidat cocok per lowongan, harga sebelum PPN.', keywords: 'harga pasang lowongan, paket pemberi kerja, biaya iklan lowongan' },
  },
  'pricing-and-plans': {
    en: { title: 'Plans and pricing', description: 'Plans for job seekers: how many jobs you can apply to each month, prices before VAT.', keywords: 'job seeker plans, premium, applications per month' },
    id: { title: 'Paket dan harga', description: 'Paket untuk pencari kerja: berapa lowongan yang dapat Anda lamar setiap bulan, harga sebelum PPN.', keywords: 'paket pencari kerja, premium, lamaran per bulan' },
  },
  'employer-payment': {
    en: { title: 'Payment', description: 'Check the plan you chose, its price, VAT and total, then pay on the secure payment page.', keywords: 'payment, order summary' },
    id: { title: 'Pembayaran', description: 'Periksa paket yang Anda pilih, harga, PPN, dan totalnya, lalu bayar di halaman pembayaran yang aman.', keywords: 'pembayaran, ringkasan pesanan' },
  },
  payment: {
    en: { title: 'Payment', description: 'Check the plan you chose, its price, VAT and total, then pay on the secure payment page.', keywords: 'payment, order summary' },
    id: { title: 'Pembayaran', description: 'Periksa paket yang Anda pilih, harga, PPN, dan totalnya, lalu bayar di halaman pembayaran yang aman.', keywords: 'pembayaran, ringkasan pesanan' },
  },
  'employer-payment-status': {
    en: { title: 'Payment status', description: 'Whether your payment went through, and what to do next.', keywords: 'payment status, invoice' },
    id: { title: 'Status pembayaran', description: 'Apakah pembayaran Anda berhasil, dan apa yang dapat dilakukan selanjutnya.', keywords: 'status pembayaran, faktur' },
  },
  'payment-status': {
    en: { title: 'Payment status', description: 'Whether your payment went through, and what to do next.', keywords: 'payment status, invoice' },
    id: { title: 'Status pembayaran', description: 'Apakah pembayaran Anda berhasil, dan apa yang dapat dilakukan selanjutnya.', keywords: 'status pembayaran, faktur' },
  },
  'employer-top-up-plan': {
    en: { title: 'Top up live jobs', description: 'Add live jobs beside your plan for 30 days, and see the top-ups running now.', keywords: 'top up, extra job posts' },
    id: { title: 'Tambah kuota lowongan', description: 'Tambahkan lowongan aktif di luar paket Anda selama 30 hari, dan lihat tambahan kuota yang sedang berjalan.', keywords: 'tambah kuota, lowongan tambahan' },
  },
  'employer-top-up-payment': {
    en: { title: 'Top-up payment', description: 'Check the top-up you chose, its price, VAT and total, then pay on the secure payment page.', keywords: 'top up, payment' },
    id: { title: 'Pembayaran tambahan kuota', description: 'Periksa tambahan kuota yang Anda pilih, harga, PPN, dan totalnya, lalu bayar di halaman pembayaran yang aman.', keywords: 'tambah kuota, pembayaran' },
  },
  'employer-top-up-payment-success': {
    en: { title: 'Your top-ups', description: 'The top-ups running for your company: the live jobs they add and your limit.', keywords: 'top up, live jobs' },
    id: { title: 'Tambahan kuota Anda', description: 'Tambahan kuota yang berjalan untuk perusahaan Anda: lowongan aktif yang ditambahkan dan batas Anda.', keywords: 'tambahan kuota, lowongan aktif' },
  },
} satisfies Record<string, Texts>;

const TEXTS: Record<string, Texts> = {
  ...PUBLIC_TEXTS,
  ...DISCOVERY_TEXTS,
  ...accountTexts('candidate'),
  ...accountTexts('employer'),
  ...HOME_TEXTS,
  ...JOB_POSTING_TEXTS,
  ...TEAM_TEXTS,
  ...COMPANY_TEXTS,
  ...IMPORT_TEXTS,
  ...NOTIFICATION_TEXTS,
  ...APPLICATION_TEXTS,
  ...CANDIDATE_TEXTS,
  ...BILLING_TEXTS,
};

/** Every page with an SEO row. */
export const SEO_PAGES: readonly string[] = Object.keys(TEXTS);
export type SeoPage = (typeof SEO_PAGES)[number];


/**
 * Texts this seed wrote before and corrected since. A row that still holds one (nobody edited it) gets the current
 * text; a row an administrator changed is left alone.
 */
export const RETIRED_TEXTS: { page: string; lng: Language; field: 'title' | 'description'; text: string }[] = [
  { page: '503', lng: 'en', field: 'title', text: 'Under maintenance' },
  { page: '503', lng: 'id', field: 'title', text: 'Sedang dalam pemeliharaan' },
  {
    page: '503',
    lng: 'en',
    field: 'description',
    text: 'We are doing some maintenance and will be back shortly. Thank you for your patience.',
  },
  {
    page: '503',
    lng: 'id',
    field: 'description',
    text: 'Kami sedang melakukan pemeliharaan dan akan segera kembali. Terima kasih atas kesabaran Anda.',
  },
  { page: 'terms-of-use', lng: 'id', field: 'title', text: 'Syarat penggunaan' },
  {
    page: 'faq',
    lng: 'en',
    field: 'description',
    text: 'Answers to common questions about creating a profile, applying for jobs and using your account.',
  },
  {
    page: 'faq',
    lng: 'id',
    field: 'description',
    text: 'Jawaban atas pertanyaan umum tentang membuat profil, melamar pekerjaan, dan menggunakan akun Anda.',
  },
  {
    page: 'login',
    lng: 'en',
    field: 'description',
    text: 'Sign in to apply for jobs, save vacancies and follow your applications, or to manage your job posts.',
  },
  {
    page: 'login',
    lng: 'id',
    field: 'description',
    text: 'Masuk untuk melamar pekerjaan, menyimpan lowongan dan memantau lamaran, atau mengelola lowongan Anda.',
  },
  {
    page: 'about-us',
    lng: 'en',
    field: 'description',
    text: 'Who we are: a job portal connecting Indonesian talent with employers across the archipelago.',
  },
  {
    page: 'about-us',
    lng: 'id',
    field: 'description',
    text: 'Siapa kami: portal kerja yang menghubungkan talenta Indonesia dengan perusahaan di seluruh Nusantara.',
  },
  {
    page: 'home',
    lng: 'id',
    field: 'description',
    text: 'Temukan ribuan lowongan kerja dari perusahaan terpercaya di Indonesia, lamar dengan mudah dan pantau setiap lamaran di satu tempat.',
  },
  // "Thousands" was a claim the board did not always hold (a new portal, the demo's 300 jobs).
  {
    page: 'home',
    lng: 'en',
    field: 'description',
    text: 'Search thousands of jobs from trusted Indonesian employers, apply in a few taps and track every application in one place.',
  },
  {
    page: 'home',
    lng: 'id',
    field: 'description',
    text: 'Temukan ribuan lowongan kerja dari pemberi kerja terpercaya di Indonesia, lamar dengan mudah dan pantau setiap lamaran di satu tempat.',
  },
];

/** The full page title of a heading, as the rows store it. */
export function seoTitle(heading: string, siteTitle: string): string {
  return `${heading} | ${siteTitle}`;
}

export function seoSeeds(siteTitle: string): SeoSeed[] {
  return SEO_PAGES.flatMap((page) =>
    (['en', 'id'] as const).map((lng) => {
      const text = TEXTS[page]![lng];
      const title = seoTitle(text.title, siteTitle);
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
