/**
 * The application calls (issue 13; spec §7 userjobs). The answers to a job's screening questions are judged by one
 * schema built from the questions themselves (`answersSchema`): the apply form's resolver and the server's
 * user-jobs/create run it on the same values, so a required question, a choice outside the options or a number that
 * is none is refused alike on both sides, named `answers.<position>`.
 */
import * as v from 'valibot';
import { APPLICATION_LIMITS, APPLICATION_STATUSES, RESPONSE_SORTS } from '../constants/applicationStatus';
import { JOB_LIMITS, type QuestionKind, YES_NO } from '../constants/jobs';
import { listRequestWithFilter, recordId } from './list';
import { choiceMessage, msg, optionalText, typeMessage } from './messages';
import { FLOAT_REGEX } from './numbers';

/** A screening question as the job page shows it (jobQuestionDoc): what its answer is judged by. */
export interface AskedQuestion {
  id: number;
  kind: QuestionKind;
  isRequired: boolean;
  options: readonly string[];
}

/** What a form holds for an answer: text (text, number, yes/no, one choice) or the ticked options. */
export type AnswerValue = string | string[];

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const text = (max: number) => v.pipe(v.string(typeMessage), v.trim(), v.maxLength(max, msg('tooLong')));

/** The answer one question takes, before blanks are judged (see answerSchema). */
function answerOf(q: AskedQuestion) {
  switch (q.kind) {
    case 'TEXT':
      return text(APPLICATION_LIMITS.answerMax);
    case 'NUMBER':
      return v.pipe(
        v.union([v.pipe(v.number(typeMessage), v.transform(String)), text(20)], msg('float')),
        v.regex(FLOAT_REGEX, msg('float')),
      );
    case 'YES_NO':
      return v.picklist(YES_NO, choiceMessage);
    case 'SINGLE_CHOICE':
      return v.picklist(q.options as string[], choiceMessage);
    case 'MULTIPLE_CHOICE':
      return v.pipe(
        v.array(v.picklist(q.options as string[], choiceMessage), typeMessage),
        v.check((picked) => new Set(picked).size === picked.length, msg('duplicate')),
      );
  }
}

/**
 * One question's answer: blank ('' or nothing ticked) is no answer, which a required question refuses; what is given
 * must fit the kind. The output is the answer as stored (a string, or the list of ticked options), or null.
 */
export function answerSchema(q: AskedQuestion): v.GenericSchema<unknown, AnswerValue | null> {
  const given = answerOf(q) as v.GenericSchema<unknown, AnswerValue>;
  return v.pipe(
    v.unknown(),
    v.transform((value): unknown => (isBlank(value) ? null : value)),
    q.isRequired
      ? (v.nonNullable(given, msg('required')) as v.GenericSchema<unknown, AnswerValue>)
      : v.nullable(given),
  );
}

/** The answers to all of a job's questions, in the questions' order (`answers.<position>`). */
export function answersSchema(questions: readonly AskedQuestion[]) {
  return v.object({ answers: v.tuple(questions.map(answerSchema)) }, typeMessage);
}

/** The answer that rules a candidate out (the employer's knock-out) matches what was answered. */
export function isKnockout(knockout: string | null, answer: AnswerValue | null): boolean {
  return (
    knockout !== null &&
    answer !== null &&
    (Array.isArray(answer) ? answer.includes(knockout) : answer === knockout)
  );
}

const answerItem = v.object(
  {
    questionId: recordId,
    answer: v.nullish(
      v.union(
        [
          v.pipe(v.string(typeMessage), v.maxLength(APPLICATION_LIMITS.answerMax, msg('tooLong'))),
          v.number(typeMessage),
          v.pipe(
            v.array(v.pipe(v.string(typeMessage), v.maxLength(JOB_LIMITS.optionMax, msg('tooLong')))),
            v.maxLength(JOB_LIMITS.optionsMax, msg('tooMany')),
          ),
        ],
        typeMessage,
      ),
    ),
  },
  typeMessage,
);

/**
 * user-jobs/create: the job, the resume it is sent with (one of the candidate's), the answers by question, and an
 * optional cover note. The answers are judged against the job's questions by the server (answersSchema).
 */
export const applyInput = v.object(
  {
    jobId: recordId,
    resumeId: recordId,
    answers: v.optional(
      v.pipe(v.array(answerItem, typeMessage), v.maxLength(JOB_LIMITS.questionsMax, msg('tooMany'))),
      [],
    ),
    coverNote: optionalText(APPLICATION_LIMITS.coverNoteMax),
  },
  typeMessage,
);

/** The apply form: the resume, the answers in the questions' order, the cover note. */
export function applyFormSchema(questions: readonly AskedQuestion[]) {
  return v.object(
    {
      resumeId: recordId,
      answers: v.tuple(questions.map(answerSchema)),
      coverNote: optionalText(APPLICATION_LIMITS.coverNoteMax),
    },
    typeMessage,
  );
}

/** user-jobs/check-apply?jobId= */
export const checkApplyQuery = v.object({ jobId: recordId }, typeMessage);

const status = v.picklist(APPLICATION_STATUSES, choiceMessage);

/** user-jobs/active-jobs/list: the candidate's applications, newest first, optionally of one status. */
export const myApplicationsRequest = listRequestWithFilter({ status });

/**
 * user-jobs/list: a company's applications (its team's view), of one job or all, of one status or all; `search`
 * finds a candidate by name or skill; newest first, or the best match first.
 */
export const responsesRequest = listRequestWithFilter(
  { jobId: recordId, status },
  { sortBy: v.optional(v.picklist(RESPONSE_SORTS, choiceMessage), 'date') },
);

/** user-jobs/status-counts (not in the original API): how many of a company's (or a job's) applications per status. */
export const statusCountsRequest = v.object({ jobId: v.optional(recordId) }, typeMessage);

/** user-jobs/get/candidate/details: one application. */
export const applicationIdInput = v.object({ id: recordId }, typeMessage);

const statusChange = {
  status,
  /** Shown to the candidate on the application's timeline. */
  message: optionalText(APPLICATION_LIMITS.messageMax),
};

/** user-jobs/update/{id}: an application's next status, with an optional message. */
export const statusChangeInput = v.object(statusChange, typeMessage);
/** user-jobs/status/byemployer: the same, the application named in the body. */
export const statusByEmployerInput = v.object({ id: recordId, ...statusChange }, typeMessage);

export type ApplyInput = v.InferOutput<typeof applyInput>;
export type ApplyFormInput = v.InferInput<ReturnType<typeof applyFormSchema>>;
export type MyApplicationsRequest = v.InferOutput<typeof myApplicationsRequest>;
export type ResponsesRequest = v.InferOutput<typeof responsesRequest>;
export type StatusChangeInput = v.InferOutput<typeof statusChangeInput>;
