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
    // spec §2: /about-us is a link out to the company site.
    { key: 'aboutUsUrl', value: 'https://orbitjobs.id/about', isPublic: true },
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
