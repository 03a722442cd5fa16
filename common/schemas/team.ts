/**
 * Team members (issue 10): the bodies of team-members/list, add, update/{id}, partial-update/{id} and soft-delete,
 * and of employer/accept-invitation, the call the invitation link leads to. The invite form, the join page and the
 * server validate with these same schemas.
 *
 * - `add` invites a person by name and e-mail as ADMIN or RECRUITER, with an optional job title. Sent again for a
 *   person already invited (and not joined yet), it sends a new link and the old one stops working.
 * - `update` replaces the member's name, role and job title (a job title left out or empty is cleared);
 *   `partialUpdate` changes only the fields it names (`{ role: 'ADMIN' }`), and null or '' clears the job title.
 * - `softDelete` names the member (its user id) in the body, as the other soft-delete calls do.
 */
import * as v from 'valibot';
import { COMPANY_ROLES } from '../constants/jobs';
import { PASSWORD_MAX_LENGTH } from '../constants/limits';
import { MEMBER_STATUSES, TEAM_LIMITS } from '../constants/team';
import { email } from './email';
import { fullName } from './fullName';
import { listRequestWithFilter, recordId } from './list';
import { choiceMessage, msg, typeMessage } from './messages';
import { password } from './password';

export const companyRole = v.picklist(COMPANY_ROLES, choiceMessage);

/** A job title: trimmed, at most TEAM_LIMITS.jobTitleMax characters; '' (or null) is none. */
export const jobTitle = v.pipe(
  v.string(typeMessage),
  v.trim(),
  v.maxLength(TEAM_LIMITS.jobTitleMax, msg('tooLong')),
);
const optionalJobTitle = v.optional(v.nullable(jobTitle));

const memberId = recordId;

/** team-members/list: the company's members, by name or e-mail, optionally of one role or status. */
export const teamMemberListRequest = listRequestWithFilter({
  role: companyRole,
  status: v.picklist(MEMBER_STATUSES, choiceMessage),
});

/** team-members/add: who to invite. */
export const teamMemberAdd = v.object(
  { fullName, email, role: companyRole, jobTitle: optionalJobTitle },
  typeMessage,
);

/** team-members/update/{id}: the member's name, role and job title. */
export const teamMemberUpdate = v.object(
  { fullName, role: companyRole, jobTitle: optionalJobTitle },
  typeMessage,
);

/** team-members/partial-update/{id}: any of them; what is left out is kept. */
export const teamMemberPartialUpdate = v.object(
  { fullName: v.optional(fullName), role: v.optional(companyRole), jobTitle: optionalJobTitle },
  typeMessage,
);

/** team-members/soft-delete: the member to remove. */
export const teamMemberId = v.object({ id: memberId }, typeMessage);

/** The token of an invitation link: letters, digits, '-' and '_' (base64url). */
export const invitationToken = v.pipe(
  v.string(typeMessage),
  v.trim(),
  v.nonEmpty(msg('required')),
  v.maxLength(TEAM_LIMITS.tokenMaxLength, msg('tooLong')),
  v.regex(/^[A-Za-z0-9_-]+$/, msg('invalid')),
);

/** The repeated password: any text (the rule is checked on the first), bounded. */
const repeatedPassword = v.pipe(
  v.string(typeMessage),
  v.nonEmpty(msg('required')),
  v.maxLength(PASSWORD_MAX_LENGTH, msg('tooLong')),
);

/**
 * employer/accept-invitation: the link's token and the new password, twice (the mismatch is shown under
 * `confirmPassword`). The server also refuses a password that is the member's e-mail, which the body does not carry.
 */
export const acceptInvitation = v.pipe(
  v.object({ token: invitationToken, password, confirmPassword: repeatedPassword }, typeMessage),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      msg('passwordMismatch'),
    ),
    ['confirmPassword'],
  ),
);

export type TeamMemberListRequestInput = v.InferInput<typeof teamMemberListRequest>;
export type TeamMemberListRequest = v.InferOutput<typeof teamMemberListRequest>;
export type TeamMemberAddInput = v.InferInput<typeof teamMemberAdd>;
export type TeamMemberAdd = v.InferOutput<typeof teamMemberAdd>;
export type TeamMemberUpdateInput = v.InferInput<typeof teamMemberUpdate>;
export type TeamMemberUpdate = v.InferOutput<typeof teamMemberUpdate>;
export type TeamMemberPartialUpdateInput = v.InferInput<typeof teamMemberPartialUpdate>;
export type TeamMemberPartialUpdate = v.InferOutput<typeof teamMemberPartialUpdate>;
export type AcceptInvitationInput = v.InferInput<typeof acceptInvitation>;
export type AcceptInvitation = v.InferOutput<typeof acceptInvitation>;
