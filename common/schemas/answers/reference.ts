/** What the reference-data calls answer: geography, categories, master lists, page SEO, settings, contact. */
import * as v from 'valibot';

const integer = v.pipe(v.number(), v.integer());

const coordinate = v.nullable(v.string());

export const countryDoc = v.object({
  id: integer,
  isoCode: v.string(),
  name: v.string(),
  phoneCode: v.string(),
  currency: v.nullable(v.string()),
  flag: v.nullable(v.string()),
});

export const stateDoc = v.object({
  id: integer,
  countryCode: v.string(),
  isoCode: v.string(),
  name: v.string(),
  latitude: coordinate,
  longitude: coordinate,
});

export const cityDoc = v.object({
  id: integer,
  name: v.string(),
  countryCode: v.string(),
  stateCode: v.string(),
  /** The state's (province's) name, e.g. 'Jawa Barat'. */
  stateName: v.nullable(v.string()),
  latitude: coordinate,
  longitude: coordinate,
});

export const categoryDoc = v.object({
  id: integer,
  slug: v.string(),
  /** In the request's language. */
  name: v.string(),
  nameEn: v.string(),
  nameId: v.string(),
  icon: v.string(),
  sortOrder: integer,
});

export const masterDoc = v.object({
  id: integer,
  codeType: v.string(),
  code: v.string(),
  /** In the request's language. */
  name: v.string(),
  nameEn: v.string(),
  nameId: v.string(),
  parentCode: v.nullable(v.string()),
  sortOrder: integer,
  /** False for a suggestion an administrator has not approved yet (shown only to its author). */
  isApproved: v.boolean(),
});

export const seoDoc = v.object({
  module: v.string(),
  page: v.string(),
  lng: v.string(),
  title: v.string(),
  description: v.string(),
  keywords: v.string(),
  author: v.string(),
  ogTitle: v.string(),
  ogDescription: v.string(),
  ogImage: v.string(),
});

/** Public settings by key (social links, support contacts, the About-us address …); values are JSON. */
export const settings = v.record(v.string(), v.unknown());

export const contactSaved = v.object({ id: integer });
