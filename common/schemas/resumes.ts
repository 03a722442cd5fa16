/**
 * The resume calls (issue 12; spec §7 Resumes). An uploaded resume names its file (a `document` upload of the
 * candidate's own); a built one keeps its header (update-header) and which sections show in what order
 * (update-resume), and is rendered from the profile when downloaded.
 */
import * as v from 'valibot';
import {
  RESUME_ENTRY_KEY_REGEX,
  RESUME_LIMITS,
  RESUME_SECTIONS,
  RESUME_TEMPLATES,
} from '../constants/resumes';
import { LANGUAGES } from '../locales';
import { uploadPath } from './files';
import { flag } from './jobs';
import { recordId } from './list';
import { choiceMessage, msg, optionalText, requiredText, typeMessage } from './messages';

const L = RESUME_LIMITS;
const name = v.pipe(requiredText(), v.maxLength(L.nameMax, msg('tooLong')));

/** resumes/create (not in the original API): an uploaded file joins the list. */
export const resumeCreateInput = v.object(
  { filePath: v.pipe(uploadPath, v.nonEmpty(msg('required'))), name: v.optional(name) },
  typeMessage,
);

/** resumes/update/{id} (not in the original API): rename, or make it the one applications offer first. */
export const resumeUpdateInput = v.object(
  { name: v.optional(name), isDefault: v.optional(v.literal(true, typeMessage)) },
  typeMessage,
);

/** resumes/soft-delete (not in the original API). */
export const resumeIdInput = v.object({ id: recordId }, typeMessage);

/** resumes/update-header: a built resume's header; without `id` a new built resume. */
export const resumeHeaderInput = v.object(
  {
    id: v.optional(recordId),
    name,
    fullName: v.pipe(requiredText(), v.maxLength(L.nameMax, msg('tooLong'))),
    headline: optionalText(L.headlineMax),
    /** Lines under the name: phone, e-mail, city, a link… (none of the profile's is added unasked). */
    contactLines: v.optional(
      v.pipe(
        v.array(v.pipe(requiredText(), v.maxLength(L.contactLineMax, msg('tooLong'))), typeMessage),
        v.maxLength(L.contactLinesMax, msg('tooMany')),
      ),
      [],
    ),
    showPhoto: v.optional(flag, false),
    template: v.picklist(RESUME_TEMPLATES, choiceMessage),
    /** The language of the section titles. */
    language: v.picklist(LANGUAGES, choiceMessage),
  },
  typeMessage,
);

/**
 * An entry of the profile as one resume shows it: hidden, or reworded (title, details); the profile keeps its own
 * words. Empty texts keep the profile's.
 */
export const resumeEntryEdit = v.object(
  {
    key: v.pipe(
      requiredText(),
      v.maxLength(40, msg('tooLong')),
      v.regex(RESUME_ENTRY_KEY_REGEX, msg('invalid')),
    ),
    hidden: v.optional(flag, false),
    title: optionalText(L.entryTitleMax),
    details: optionalText(L.entryDetailsMax),
  },
  typeMessage,
);

/**
 * resumes/update-resume: which sections a built resume shows, in their order (each at most once), and its own edits
 * of the profile's entries (each entry at most once; left out, the edits are kept).
 */
export const resumeContentInput = v.object(
  {
    id: recordId,
    entries: v.optional(
      v.pipe(
        v.array(resumeEntryEdit, typeMessage),
        v.maxLength(L.entryEditsMax, msg('tooMany')),
        v.check((list) => new Set(list.map((e) => e.key)).size === list.length, msg('duplicate')),
      ),
    ),
    sections: v.pipe(
      v.array(v.picklist(RESUME_SECTIONS, choiceMessage), typeMessage),
      v.maxLength(RESUME_SECTIONS.length, msg('tooMany')),
      v.check((list) => new Set(list).size === list.length, msg('duplicate')),
    ),
  },
  typeMessage,
);

export type ResumeCreate = v.InferOutput<typeof resumeCreateInput>;
export type ResumeUpdate = v.InferOutput<typeof resumeUpdateInput>;
export type ResumeHeaderInput = v.InferInput<typeof resumeHeaderInput>;
export type ResumeHeader = v.InferOutput<typeof resumeHeaderInput>;
export type ResumeContent = v.InferOutput<typeof resumeContentInput>;
export type ResumeEntryEdit = v.InferOutput<typeof resumeEntryEdit>;
