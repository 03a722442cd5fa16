/**
 * What the team calls answer (issue 10). A member is named by its user id; its e-mail is shown to the company's
 * administrators only (team-members/* are theirs).
 */
import * as v from 'valibot';
import { COMPANY_ROLES } from '../../constants/jobs';
import { MEMBER_STATUSES } from '../../constants/team';
import { publicUser } from './accounts';
import { employerView } from './company';

const integer = v.pipe(v.number(), v.integer());
const text = v.nullable(v.string());

export const teamMemberDoc = v.object({
  /** The member's user id: the `{id}` of update/{id} and partial-update/{id}, the `id` of soft-delete. */
  id: integer,
  fullName: v.string(),
  email: v.string(),
  role: v.picklist(COMPANY_ROLES),
  jobTitle: text,
  /** INVITED until the person sets a password from the invitation; ACTIVE after. */
  status: v.picklist(MEMBER_STATUSES),
  /** When an administrator last invited the person (null for whoever registered the company). */
  invitedAt: text,
  /** When the person joined: accepted the invitation, or registered the company. */
  joinedAt: text,
  /** Until when the latest invitation link works (invited members only). */
  invitationExpiresAt: text,
  /** The caller's own row. */
  isYou: v.boolean(),
});

/** employer/update/{id} and employer/employer-profile/personal-details/{id}: the person, with their job title. */
export const employerDetails = v.object({ ...publicUser.entries, jobTitle: text });

/** employer/view: the signed-in employer, its company, and its own job title. */
export const employerOwnView = v.object({ ...employerView.entries, jobTitle: text });
