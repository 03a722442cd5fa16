/**
 * Site settings. `isPublic` ones are served by settings/get-settings to everybody; the others are read by the
 * server only. Values are JSON. Seeding never overwrites a key that exists (an administrator may have changed it).
 */
export interface SettingSeed {
  key: string;
  value: unknown;
  isPublic: boolean;
}

export function settingSeeds(config: { siteTitle: string; contactEmail: string }): SettingSeed[] {
  return [
    { key: 'siteTitle', value: config.siteTitle, isPublic: true },
    // spec §2 names /about-us an external link; the app serves its own About page (from aboutUs below) instead, since
    // the company site is out of reach in many offices. The address stays in the settings; the app sends nobody there.
    { key: 'aboutUsUrl', value: 'https://orbitjobs.id/about', isPublic: true },
    { key: 'aboutUs', value: aboutUs(config.siteTitle), isPublic: true },
    { key: 'contactEmail', value: config.contactEmail, isPublic: true },
    // Shown as +{code}-{number} (spec §3).
    { key: 'supportPhone', value: { code: '62', number: '2150101234' }, isPublic: true },
    { key: 'officeAddress', value: 'Jakarta, Indonesia', isPublic: true },
    {
      key: 'socialLinks',
      value: {
        instagram: 'https://www.instagram.com/orbitjobs.id',
        linkedin: 'https://www.linkedin.com/company/orbitjobs',
        facebook: 'https://www.facebook.com/orbitjobs.id',
        x: 'https://x.com/orbitjobs_id',
        youtube: 'https://www.youtube.com/@orbitjobs',
      },
      isPublic: true,
    },
    { key: 'defaultLanguage', value: 'en', isPublic: true },
    // Appendix: candidates wait for approval unless this is on. Server-side only.
    { key: 'candidateAutoApprove', value: false, isPublic: false },
  ];
}

/** One language of the About page: an introduction and titled sections of paragraphs. */
export interface AboutUsText {
  intro: string;
  sections: { heading: string; paragraphs: string[] }[];
}

/**
 * Defaults that earlier versions seeded, by key: the SHA-256 of the stored JSON for the default site title. A database
 * still holding one of them unchanged gets today's default (../settings.ts); a value an administrator changed stays.
 * (aboutUs: the text written while profiles, job posts and applications were still to come.)
 */
export const RETIRED_DEFAULTS: Record<string, string[]> = {
  aboutUs: ['0acfcee1927309e419808515f71af75ef9c63998859458f6486c11aa1cbdbadf'],
};

/** The About page's text (settings key `aboutUs`), by language; the page adds the contact settings below it. */
export function aboutUs(site: string): Record<'en' | 'id', AboutUsText> {
  return {
    en: {
      intro: `${site} is a job portal made in Indonesia. It brings job seekers and employers together in an app that works on any phone, keeps its screens when the connection drops, and speaks English and Indonesian.`,
      sections: [
        {
          heading: 'Why we built it',
          paragraphs: [
            'Most people in Indonesia look for work on a phone, often on a slow or patchy connection. We build for that first: pages that load quickly, an app you can install from the browser, and texts in the language you read best.',
          ],
        },
        {
          heading: 'What you can do here',
          paragraphs: [
            'Job seekers build a profile and resumes, search openings by words, place, pay and type of work, save jobs and searches (with an e-mail when a new job matches one), apply in a few taps and follow each application, and review the companies they know.',
            'Employers keep a company page, post jobs once our team has approved their account, work through applications with their team, see the candidates who match a job and how their posts do, and get an alert on their phone the moment someone applies.',
            'Pages you have opened stay readable without a connection, and what you do offline is sent as soon as you are back online.',
            'Anyone can send our team a message from the contact page; we reply by e-mail.',
          ],
        },
      ],
    },
    id: {
      intro: `${site} adalah portal kerja buatan Indonesia. Kami mempertemukan pencari kerja dan pemberi kerja dalam aplikasi yang berjalan di ponsel apa pun, tetap menampilkan layarnya saat koneksi terputus, dan tersedia dalam bahasa Indonesia dan Inggris.`,
      sections: [
        {
          heading: 'Mengapa kami membuatnya',
          paragraphs: [
            'Sebagian besar orang di Indonesia mencari kerja lewat ponsel, sering kali dengan koneksi yang lambat atau putus-putus. Karena itu kami mengutamakan hal tersebut: halaman yang cepat dimuat, aplikasi yang dapat dipasang langsung dari peramban, dan teks dalam bahasa yang paling Anda pahami.',
          ],
        },
        {
          heading: 'Yang dapat Anda lakukan di sini',
          paragraphs: [
            'Pencari kerja menyusun profil dan CV, mencari lowongan berdasarkan kata kunci, lokasi, gaji, dan jenis pekerjaan, menyimpan lowongan dan pencarian (dengan email setiap kali ada lowongan baru yang cocok), melamar dengan beberapa ketukan dan memantau setiap lamaran, serta mengulas perusahaan yang mereka kenal.',
            'Pemberi kerja mengelola halaman perusahaan, memasang lowongan setelah akunnya disetujui tim kami, meninjau lamaran bersama timnya, melihat kandidat yang cocok untuk sebuah lowongan dan kinerja lowongannya, serta menerima notifikasi di ponsel begitu ada yang melamar.',
            'Halaman yang sudah Anda buka tetap dapat dibaca tanpa koneksi, dan apa yang Anda lakukan saat offline langsung dikirim begitu Anda kembali terhubung.',
            'Siapa pun dapat mengirim pesan kepada tim kami melalui halaman kontak; kami membalas melalui email.',
          ],
        },
      ],
    },
  };
}
