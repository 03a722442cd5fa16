/**
 * The demo employer's hiring (../demoPipeline.ts): what PT Nusantara Digital posts and who applied. Roles are indexes
 * into BOARD_ROLES (./board.ts); skills, institutes and fields of study are codes of the seeded master lists; cities
 * are names of the demo board's cities. Days count back from the moment the demo is seeded.
 */
import type { ApplicationStatus } from '../../../../common/constants/applicationStatus.js';

export type DemoJobKey = 'backend' | 'frontend' | 'design' | 'mobile' | 'analyst' | 'support';

export interface DemoJob {
  key: DemoJobKey;
  role: number;
  lng: 'en' | 'id';
  status: 'ACTIVE' | 'CLOSED' | 'DRAFT';
  postedDaysAgo: number;
  closedDaysAgo?: number;
  cities: string[];
  remote?: boolean;
  /** Where the salary sits in the role's band, in percent. */
  pay: [number, number];
  openings: number;
}

export const DEMO_JOBS: DemoJob[] = [
  { key: 'backend', role: 1, lng: 'en', status: 'ACTIVE', postedDaysAgo: 18, cities: ['Jakarta'], pay: [20, 80], openings: 2 },
  { key: 'frontend', role: 0, lng: 'id', status: 'ACTIVE', postedDaysAgo: 11, cities: ['Jakarta', 'Bandung'], pay: [30, 75], openings: 2 },
  { key: 'design', role: 5, lng: 'id', status: 'ACTIVE', postedDaysAgo: 6, cities: ['Jakarta'], pay: [25, 70], openings: 1 },
  { key: 'mobile', role: 2, lng: 'en', status: 'ACTIVE', postedDaysAgo: 2, cities: [], remote: true, pay: [35, 90], openings: 1 },
  { key: 'analyst', role: 3, lng: 'id', status: 'CLOSED', postedDaysAgo: 95, closedDaysAgo: 55, cities: ['Jakarta'], pay: [20, 60], openings: 1 },
  { key: 'support', role: 4, lng: 'id', status: 'DRAFT', postedDaysAgo: 1, cities: [], pay: [30, 70], openings: 1 },
];

export interface DemoApplication {
  job: DemoJobKey;
  /** Where it stands now; the steps before it are in its timeline (APPLIED → SHORTLIST → IN_INTERVIEW → …). */
  status: ApplicationStatus;
  appliedDaysAgo: number;
  coverNote?: string;
}

export interface DemoCandidate {
  fullName: string;
  gender: 'MALE' | 'FEMALE';
  born: string;
  city: string;
  headline: string;
  yearsOfExperience: number;
  /** Monthly, in rupiah. */
  expectedSalary: number;
  skills: string[];
  /** Their latest job: current unless it has an end. */
  experience: { companyName: string; jobTitle: string; startMonth: string; endMonth?: string; details: string };
  education: { institute: string; qualification: string; field: string; startMonth: string; endMonth: string };
  applications: DemoApplication[];
}

export const DEMO_CANDIDATES: DemoCandidate[] = [
  {
    fullName: 'Andi Pratama',
    gender: 'MALE',
    born: '1992-03-14',
    city: 'Jakarta',
    headline: 'Backend engineer: Go, PostgreSQL, payments',
    yearsOfExperience: 7,
    expectedSalary: 28_000_000,
    skills: ['GOLANG', 'SQL', 'CLOUD_COMPUTING', 'NODE_JS'],
    experience: {
      companyName: 'PT Dompet Kita',
      jobTitle: 'Backend Engineer',
      startMonth: '2019-02',
      details: 'Built the settlement service that reconciles 2 million payments a day.',
    },
    education: { institute: 'ITB', qualification: 'BACHELOR', field: 'INFORMATICS_ENGINEERING', startMonth: '2010-08', endMonth: '2014-07' },
    applications: [
      {
        job: 'backend',
        status: 'IN_INTERVIEW',
        appliedDaysAgo: 16,
        coverNote: 'I run Go services on PostgreSQL in production and would love to work on your payment systems.',
      },
    ],
  },
  {
    fullName: 'Dimas Saputra',
    gender: 'MALE',
    born: '1995-11-02',
    city: 'Bandung',
    headline: 'Full-stack developer (TypeScript, Go)',
    yearsOfExperience: 5,
    expectedSalary: 20_000_000,
    skills: ['GOLANG', 'TYPESCRIPT', 'REACT', 'SQL'],
    experience: {
      companyName: 'PT Solusi Awan Bandung',
      jobTitle: 'Software Engineer',
      startMonth: '2020-06',
      details: 'Maintains the booking platform of 300 clinics, from the React screens to the Go API.',
    },
    education: { institute: 'UNPAD', qualification: 'BACHELOR', field: 'COMPUTER_SCIENCE', startMonth: '2013-08', endMonth: '2017-09' },
    applications: [
      { job: 'backend', status: 'SHORTLIST', appliedDaysAgo: 14 },
      { job: 'frontend', status: 'APPLIED', appliedDaysAgo: 8 },
    ],
  },
  {
    fullName: 'Rizky Hidayat',
    gender: 'MALE',
    born: '1997-07-21',
    city: 'Jakarta',
    headline: 'Frontend engineer who cares about accessibility',
    yearsOfExperience: 4,
    expectedSalary: 16_000_000,
    skills: ['REACT', 'TYPESCRIPT', 'JAVASCRIPT'],
    experience: {
      companyName: 'PT Belanja Mudah',
      jobTitle: 'Frontend Developer',
      startMonth: '2021-01',
      details: 'Rebuilt the checkout in React; it now loads in half the time on a 3G phone.',
    },
    education: { institute: 'UI', qualification: 'BACHELOR', field: 'COMPUTER_SCIENCE', startMonth: '2015-08', endMonth: '2019-08' },
    applications: [
      { job: 'backend', status: 'REJECTED', appliedDaysAgo: 15 },
      {
        job: 'frontend',
        status: 'IN_INTERVIEW',
        appliedDaysAgo: 10,
        coverNote: 'Saya sudah empat tahun membangun aplikasi React yang cepat dan mudah diakses.',
      },
    ],
  },
  {
    fullName: 'Fajar Nugroho',
    gender: 'MALE',
    born: '1999-01-09',
    city: 'Yogyakarta',
    headline: 'Mobile and backend developer',
    yearsOfExperience: 3,
    expectedSalary: 13_000_000,
    skills: ['FLUTTER', 'KOTLIN', 'GOLANG', 'SQL'],
    experience: {
      companyName: 'CV Aplikasi Jogja',
      jobTitle: 'Mobile Developer',
      startMonth: '2022-03',
      details: 'Ships Flutter apps for local shops, with their Go backends.',
    },
    education: { institute: 'UGM', qualification: 'BACHELOR', field: 'COMPUTER_SCIENCE', startMonth: '2017-08', endMonth: '2021-11' },
    applications: [
      { job: 'backend', status: 'APPLIED', appliedDaysAgo: 3 },
      { job: 'mobile', status: 'APPLIED', appliedDaysAgo: 0 },
    ],
  },
  {
    fullName: 'Putri Maharani',
    gender: 'FEMALE',
    born: '1996-05-30',
    city: 'Jakarta',
    headline: 'Frontend engineer, design systems',
    yearsOfExperience: 5,
    expectedSalary: 17_000_000,
    skills: ['REACT', 'TYPESCRIPT', 'JAVASCRIPT', 'UI_UX_DESIGN'],
    experience: {
      companyName: 'PT Media Kreasi Bangsa',
      jobTitle: 'Frontend Engineer',
      startMonth: '2020-04',
      details: 'Leads the design system shared by five news sites.',
    },
    education: { institute: 'BINUS', qualification: 'BACHELOR', field: 'INFORMATION_SYSTEMS', startMonth: '2014-09', endMonth: '2018-08' },
    applications: [{ job: 'frontend', status: 'SHORTLIST', appliedDaysAgo: 9 }],
  },
  {
    fullName: 'Nadia Kusuma',
    gender: 'FEMALE',
    born: '1998-09-17',
    city: 'Bandung',
    headline: 'Product designer who writes React',
    yearsOfExperience: 3,
    expectedSalary: 12_000_000,
    skills: ['UI_UX_DESIGN', 'FIGMA', 'REACT'],
    experience: {
      companyName: 'PT Edukasi Pintar',
      jobTitle: 'UI/UX Designer',
      startMonth: '2022-01',
      details: 'Designed the learning app used by 200,000 students, and built parts of it.',
    },
    education: { institute: 'ITB', qualification: 'BACHELOR', field: 'INFORMATICS_ENGINEERING', startMonth: '2016-08', endMonth: '2020-10' },
    applications: [
      { job: 'design', status: 'SHORTLIST', appliedDaysAgo: 5 },
      { job: 'frontend', status: 'APPLIED', appliedDaysAgo: 2 },
    ],
  },
  {
    fullName: 'Ayu Lestari',
    gender: 'FEMALE',
    born: '2000-02-25',
    city: 'Surabaya',
    headline: 'UI/UX designer',
    yearsOfExperience: 2,
    expectedSalary: 9_000_000,
    skills: ['UI_UX_DESIGN', 'FIGMA'],
    experience: {
      companyName: 'Studio Kreatif Surabaya',
      jobTitle: 'Junior UI Designer',
      startMonth: '2023-02',
      details: 'Designs websites and mobile apps for small businesses.',
    },
    education: { institute: 'ITS', qualification: 'BACHELOR', field: 'INFORMATION_SYSTEMS', startMonth: '2018-08', endMonth: '2022-08' },
    applications: [{ job: 'design', status: 'APPLIED', appliedDaysAgo: 4 }],
  },
  {
    fullName: 'Bayu Firmansyah',
    gender: 'MALE',
    born: '1996-12-03',
    city: 'Semarang',
    headline: 'Android and Flutter developer',
    yearsOfExperience: 4,
    expectedSalary: 14_000_000,
    skills: ['FLUTTER', 'ANDROID_DEVELOPMENT', 'KOTLIN'],
    experience: {
      companyName: 'PT Kirim Kilat Logistik',
      jobTitle: 'Android Developer',
      startMonth: '2021-05',
      details: 'Builds the couriers’ app that 5,000 drivers use every day.',
    },
    education: { institute: 'UNDIP', qualification: 'BACHELOR', field: 'INFORMATICS_ENGINEERING', startMonth: '2014-08', endMonth: '2018-10' },
    applications: [
      { job: 'mobile', status: 'APPLIED', appliedDaysAgo: 1 },
      { job: 'analyst', status: 'REJECTED', appliedDaysAgo: 86 },
    ],
  },
  {
    fullName: 'Intan Permata',
    gender: 'FEMALE',
    born: '2001-06-11',
    city: 'Jakarta',
    headline: 'Data analyst: SQL, Python, dashboards',
    yearsOfExperience: 1,
    expectedSalary: 9_000_000,
    skills: ['DATA_ANALYSIS', 'SQL', 'PYTHON'],
    experience: {
      companyName: 'PT Data Cerdas Indonesia',
      jobTitle: 'Data Analyst Intern',
      startMonth: '2023-09',
      endMonth: '2024-02',
      details: 'Built the sales dashboards the regional managers read every morning.',
    },
    education: { institute: 'UI', qualification: 'BACHELOR', field: 'INFORMATION_SYSTEMS', startMonth: '2019-08', endMonth: '2023-08' },
    applications: [
      {
        job: 'analyst',
        status: 'HIRED',
        appliedDaysAgo: 90,
        coverNote: 'Saya terbiasa mengolah data transaksi dengan SQL dan Python.',
      },
    ],
  },
  {
    fullName: 'Yoga Ramadhan',
    gender: 'MALE',
    born: '2000-10-20',
    city: 'Malang',
    headline: 'Fresh graduate in statistics',
    yearsOfExperience: 0,
    expectedSalary: 7_000_000,
    skills: ['DATA_ANALYSIS', 'MICROSOFT_EXCEL', 'PYTHON'],
    experience: {
      companyName: 'Badan Pusat Statistik Kota Malang',
      jobTitle: 'Magang Analis Data',
      startMonth: '2025-02',
      endMonth: '2025-07',
      details: 'Cleaned and charted the city’s survey data during a six-month internship.',
    },
    education: { institute: 'UB', qualification: 'BACHELOR', field: 'STATISTICS', startMonth: '2019-08', endMonth: '2025-08' },
    applications: [{ job: 'analyst', status: 'REJECTED', appliedDaysAgo: 88 }],
  },
];

/** What the team writes to the candidate when moving an application, in the job's language ('' for nothing). */
export const DEMO_MESSAGES: Partial<Record<ApplicationStatus, Record<'en' | 'id', string>>> = {
  IN_INTERVIEW: {
    en: 'We would like to meet you for a video interview this week; the invitation follows by e-mail.',
    id: 'Kami ingin mengundang Anda wawancara video minggu ini; undangannya menyusul lewat e-mail.',
  },
  HIRED: {
    en: 'Welcome to the team! HR will send your contract and first-day plan.',
    id: 'Selamat bergabung! Tim HR akan mengirim kontrak dan jadwal hari pertama Anda.',
  },
};
