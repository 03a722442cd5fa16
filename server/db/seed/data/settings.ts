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
          heading: 'What you can do today',
          paragraphs: [
            'Job seekers and employers can create an account, confirm their e-mail address with a 6-digit code, sign in, and reset or change their password. Employer accounts are reviewed by our team before they can publish job posts.',
            'Anyone can send our team a message from the contact page; we reply by e-mail.',
          ],
        },
        {
          heading: 'What comes next',
          paragraphs: [
            'Profiles, job posts and applications are being built now. We add each one when it works well on a phone and on a weak connection.',
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
          heading: 'Yang dapat Anda lakukan saat ini',
          paragraphs: [
            'Pencari kerja dan pemberi kerja dapat membuat akun, mengonfirmasi alamat email dengan kode 6 digit, masuk, serta mengatur ulang atau mengubah kata sandi. Akun pemberi kerja ditinjau oleh tim kami sebelum dapat memasang lowongan.',
            'Siapa pun dapat mengirim pesan kepada tim kami melalui halaman kontak; kami membalas melalui email.',
          ],
        },
        {
          heading: 'Langkah berikutnya',
          paragraphs: [
            'Profil, pemasangan lowongan, dan lamaran sedang kami kembangkan. Setiap fitur kami hadirkan setelah berjalan baik di ponsel dan pada koneksi yang lemah.',
          ],
        },
      ],
    },
  };
}
