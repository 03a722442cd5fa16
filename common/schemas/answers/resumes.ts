/** What the resume calls answer: a resume of the list, and what a resume's text proposes for the profile. */
import * as v from 'valibot';
import { RESUME_SECTIONS, RESUME_SOURCES, RESUME_TEMPLATES } from '../../constants/resumes';

const integer = v.pipe(v.number(), v.integer());
const text = v.nullable(v.string());

export const resumeDoc = v.object({
  id: integer,
  name: v.string(),
  source: v.picklist(RESUME_SOURCES),
  /** The stored file (an upload, or a built resume saved with isSave); null for a built one never saved. */
  filePath: text,
  fileType: text,
  fileSize: v.nullable(integer),
  isDefault: v.boolean(),
  /** A built resume's header and sections; null for an upload. */
  built: v.nullable(
    v.object({
      fullName: v.string(),
      headline: v.string(),
      contactLines: v.array(v.string()),
      showPhoto: v.boolean(),
      template: v.picklist(RESUME_TEMPLATES),
      language: v.string(),
      sections: v.array(v.picklist(RESUME_SECTIONS)),
      /** This resume's own edits of the profile's entries (`experiences:12`…): hidden, or reworded. */
      entries: v.array(
        v.object({ key: v.string(), hidden: v.boolean(), title: v.string(), details: v.string() }),
      ),
    }),
  ),
  createdAt: v.string(),
  updatedAt: v.string(),
});

const period = { startMonth: v.string(), endMonth: v.string() };

/**
 * resumes/proposals/{id}: what the resume's text suggests for the profile. Nothing is written: the candidate accepts
 * each proposal, and the app saves it with the profile's own calls.
 */
export const resumeProposals = v.object({
  /** Whether any text could be read (a scanned PDF or an old .doc has none). */
  readable: v.boolean(),
  fullName: text,
  phone: text,
  email: text,
  /** SKILLS entries the text names and the profile does not have yet. */
  skills: v.array(v.object({ id: integer, name: v.string() })),
  experiences: v.array(v.object({ jobTitle: v.string(), companyName: v.string(), ...period })),
  educations: v.array(v.object({ institute: v.string(), ...period })),
});
