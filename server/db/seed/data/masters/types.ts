/** The shape of a seeded master entry; the code type is given by the list it sits in (see index.ts). */
export interface MasterSeed {
  /** Stable UPPER_SNAKE code: profiles and jobs store it, so it never changes once released. */
  code: string;
  nameEn: string;
  nameId: string;
  /** Groups an entry under another code (e.g. a CITY under its province's ISO code). */
  parentCode?: string;
  /** Overrides the position-based order (the 'Other' options always sort last). */
  sortOrder?: number;
}

/** Sort order of the 'Other' options: after every seeded and every user-suggested entry. */
export const OTHER_SORT_ORDER = 9_999;

export const other = (code: string): MasterSeed => ({
  code,
  nameEn: 'Other',
  nameId: 'Lainnya',
  sortOrder: OTHER_SORT_ORDER,
});
