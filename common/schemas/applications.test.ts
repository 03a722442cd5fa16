/**
 * The application schemas (issue 13): answersSchema judges the answers to a job's screening questions by each
 * question's kind and whether it is required (the apply form and user-jobs/create run it alike, naming
 * `answers.<position>`), applyFormSchema and applyInput around it, isKnockout; and the pipeline of
 * common/constants/applicationStatus: every pair of statuses through canMoveApplication, and canWithdraw.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_NEXT,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  PIPELINE_ORDER,
  canMoveApplication,
  canWithdraw,
} from '../constants/applicationStatus';
import {
  type AskedQuestion,
  answerSchema,
  answersSchema,
  applyFormSchema,
  applyInput,
  isKnockout,
  statusByEmployerInput,
  statusChangeInput,
} from './applications';
import { fieldKeysOf } from './test-helpers';

const question = (kind: AskedQuestion['kind'], isRequired = true, options: string[] = []): AskedQuestion => ({
  id: 1,
  kind,
  isRequired,
  options,
});
const CITIES = ['Jakarta', 'Bandung', 'Surabaya'];
const TOOLS = ['SQL', 'Excel', 'Python'];

/** One question's answer: its output, or the validate key it is refused with. */
function judge(q: AskedQuestion, answer: unknown): { ok: unknown } | { key: string[] } {
  const result = v.safeParse(answersSchema([q]), { answers: [answer] });
  if (result.success) return { ok: result.output.answers[0] };
  return { key: fieldKeysOf(answersSchema([q]), { answers: [answer] }) };
}

describe('answersSchema', () => {
  describe('a blank answer', () => {
    it.each([undefined, null, '', '   ', []])('is required by a required question (%j)', (blank) => {
      for (const kind of ['TEXT', 'NUMBER', 'YES_NO'] as const)
        expect(judge(question(kind), blank), kind).toEqual({ key: ['answers.0:required'] });
      expect(judge(question('SINGLE_CHOICE', true, CITIES), blank)).toEqual({ key: ['answers.0:required'] });
      expect(judge(question('MULTIPLE_CHOICE', true, TOOLS), blank)).toEqual({ key: ['answers.0:required'] });
    });

    it.each([undefined, null, '', '   ', []])('is null for an optional question (%j)', (blank) => {
      for (const kind of ['TEXT', 'NUMBER', 'YES_NO'] as const)
        expect(judge(question(kind, false), blank), kind).toEqual({ ok: null });
      expect(judge(question('SINGLE_CHOICE', false, CITIES), blank)).toEqual({ ok: null });
      expect(judge(question('MULTIPLE_CHOICE', false, TOOLS), blank)).toEqual({ ok: null });
    });
  });

  it('takes text, trimmed, up to 1000 characters', () => {
    const q = question('TEXT');
    expect(judge(q, '  I keep books.  ')).toEqual({ ok: 'I keep books.' });
    expect(judge(q, 'x'.repeat(1000))).toEqual({ ok: 'x'.repeat(1000) });
    expect(judge(q, 'x'.repeat(1001))).toEqual({ key: ['answers.0:tooLong'] });
    expect(judge(q, 42)).toEqual({ key: ['answers.0:invalid'] });
    expect(judge(q, ['a'])).toEqual({ key: ['answers.0:invalid'] });
  });

  it('takes a number with at most two decimals, as text', () => {
    const q = question('NUMBER');
    expect(judge(q, 5)).toEqual({ ok: '5' });
    expect(judge(q, 4.5)).toEqual({ ok: '4.5' });
    expect(judge(q, '12.50')).toEqual({ ok: '12.50' });
    expect(judge(q, ' 7 ')).toEqual({ ok: '7' });
    expect(judge(q, '0')).toEqual({ ok: '0' });
    for (const bad of ['3.555', '-1', -1, 'abc', '1e3', 1e21, '12.', '.5', '1,5', 3.141, true, ['1']])
      expect(judge(q, bad), JSON.stringify(bad)).toEqual({ key: ['answers.0:float'] });
  });

  it('takes YES or NO only', () => {
    const q = question('YES_NO');
    expect(judge(q, 'YES')).toEqual({ ok: 'YES' });
    expect(judge(q, 'NO')).toEqual({ ok: 'NO' });
    for (const bad of ['yes', 'MAYBE', true, 1, ['YES']])
      expect(judge(q, bad), JSON.stringify(bad)).toEqual({ key: ['answers.0:oneOf'] });
  });

  it('takes one of the options, exactly as written', () => {
    const q = question('SINGLE_CHOICE', true, CITIES);
    expect(judge(q, 'Bandung')).toEqual({ ok: 'Bandung' });
    for (const bad of ['bandung', 'Medan', ['Bandung'], 3])
      expect(judge(q, bad), JSON.stringify(bad)).toEqual({ key: ['answers.0:oneOf'] });
  });

  it('takes distinct options ticked, in the order ticked', () => {
    const q = question('MULTIPLE_CHOICE', true, TOOLS);
    expect(judge(q, ['Python', 'SQL'])).toEqual({ ok: ['Python', 'SQL'] });
    expect(judge(q, ['Excel'])).toEqual({ ok: ['Excel'] });
    expect(judge(q, ['SQL', 'SQL'])).toEqual({ key: ['answers.0:duplicate'] });
    // An option it does not offer is named by its place among the ticked ones.
    expect(judge(q, ['SQL', 'Java'])).toEqual({ key: ['answers.0.1:oneOf'] });
    expect(judge(q, 'SQL')).toEqual({ key: ['answers.0:invalid'] });
  });

  it("names each answer by its question's position, and keeps the questions' order", () => {
    const questions: AskedQuestion[] = [
      { id: 10, kind: 'YES_NO', isRequired: true, options: [] },
      { id: 11, kind: 'SINGLE_CHOICE', isRequired: true, options: CITIES },
      { id: 12, kind: 'TEXT', isRequired: false, options: [] },
      { id: 13, kind: 'NUMBER', isRequired: true, options: [] },
    ];
    const schema = answersSchema(questions);
    expect(v.parse(schema, { answers: ['NO', 'Surabaya', '', 3] })).toEqual({
      answers: ['NO', 'Surabaya', null, '3'],
    });
    expect(fieldKeysOf(schema, { answers: [null, 'Medan', 'x'.repeat(1001), 'many'] })).toEqual([
      'answers.0:required',
      'answers.1:oneOf',
      'answers.2:tooLong',
      'answers.3:float',
    ]);
    expect(fieldKeysOf(schema, { answers: [] })).toEqual([
      'answers.0:required',
      'answers.1:required',
      'answers.3:required',
    ]);
    expect(fieldKeysOf(schema, { answers: 'YES' })).toEqual(['answers:invalid']);
    expect(fieldKeysOf(schema, {})).toEqual(['answers:required']);
    expect(v.parse(answersSchema([]), { answers: [] })).toEqual({ answers: [] });
  });

  it('is the schema of one answer, question by question', () => {
    expect(v.parse(answerSchema(question('TEXT', false)), '  ')).toBeNull();
    expect(v.safeParse(answerSchema(question('TEXT')), '').success).toBe(false);
  });
});

describe('applyFormSchema', () => {
  const questions: AskedQuestion[] = [
    { id: 10, kind: 'YES_NO', isRequired: true, options: [] },
    { id: 11, kind: 'TEXT', isRequired: false, options: [] },
  ];
  const schema = applyFormSchema(questions);

  it('takes a resume, the answers in order and an optional cover note', () => {
    expect(v.parse(schema, { resumeId: '3', answers: ['YES', ''], coverNote: '  Hello.  ' })).toEqual({
      resumeId: 3,
      answers: ['YES', null],
      coverNote: 'Hello.',
    });
    expect(v.parse(schema, { resumeId: 3, answers: ['NO', 'Because.'] })).toEqual({
      resumeId: 3,
      answers: ['NO', 'Because.'],
    });
  });

  it('names what is missing or wrong', () => {
    expect(fieldKeysOf(schema, { answers: [null, null] })).toEqual([
      'resumeId:required',
      'answers.0:required',
    ]);
    expect(fieldKeysOf(schema, { resumeId: 0, answers: ['YES'], coverNote: 'x'.repeat(2001) })).toEqual([
      'resumeId:invalid',
      'coverNote:tooLong',
    ]);
  });
});

describe('applyInput', () => {
  it('takes the job, the resume, the answers by question and a cover note', () => {
    expect(
      v.parse(applyInput, {
        jobId: '7',
        resumeId: 3,
        answers: [
          { questionId: 10, answer: 'YES' },
          { questionId: 11, answer: ['SQL'] },
          { questionId: 12, answer: 4.5 },
          { questionId: 13, answer: null },
          { questionId: 14 },
        ],
      }),
    ).toEqual({
      jobId: 7,
      resumeId: 3,
      answers: [
        { questionId: 10, answer: 'YES' },
        { questionId: 11, answer: ['SQL'] },
        { questionId: 12, answer: 4.5 },
        { questionId: 13, answer: null },
        { questionId: 14 },
      ],
    });
    expect(v.parse(applyInput, { jobId: 7, resumeId: 3 }).answers).toEqual([]);
  });

  it('bounds every answer and their number', () => {
    const answers = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ questionId: i + 1, answer: 'YES' }));
    expect(fieldKeysOf(applyInput, { jobId: 7, resumeId: 3, answers: answers(10) })).toEqual([]);
    expect(fieldKeysOf(applyInput, { jobId: 7, resumeId: 3, answers: answers(11) })).toEqual([
      'answers:tooMany',
    ]);
    expect(
      fieldKeysOf(applyInput, {
        jobId: 7,
        resumeId: 3,
        answers: [{ questionId: 1, answer: 'x'.repeat(1001) }],
      }),
    ).toEqual(['answers.0.answer:tooLong']);
    expect(
      fieldKeysOf(applyInput, { jobId: 7, resumeId: 3, answers: [{ questionId: 1, answer: { a: 1 } }] }),
    ).toEqual(['answers.0.answer:invalid']);
    expect(fieldKeysOf(applyInput, { jobId: 7, resumeId: 3, answers: [{ answer: 'YES' }] })).toEqual([
      'answers.0.questionId:required',
    ]);
    expect(fieldKeysOf(applyInput, {})).toEqual(['jobId:required', 'resumeId:required']);
  });
});

describe('status changes', () => {
  it('take a status and an optional message, trimmed', () => {
    expect(v.parse(statusChangeInput, { status: 'SHORTLIST', message: '  See you Monday.  ' })).toEqual({
      status: 'SHORTLIST',
      message: 'See you Monday.',
    });
    expect(v.parse(statusByEmployerInput, { id: '4', status: 'HIRED' })).toEqual({ id: 4, status: 'HIRED' });
    expect(fieldKeysOf(statusChangeInput, { status: 'WITHDRAWN', message: 'x'.repeat(1001) })).toEqual([
      'status:oneOf',
      'message:tooLong',
    ]);
    expect(fieldKeysOf(statusByEmployerInput, {})).toEqual(['id:required', 'status:required']);
  });
});

describe('isKnockout', () => {
  it.each([
    [null, 'NO', false],
    ['NO', null, false],
    ['NO', 'NO', true],
    ['NO', 'YES', false],
    ['Surabaya', 'surabaya', false],
    ['Surabaya', ['Jakarta', 'Surabaya'], true],
    ['Surabaya', ['Jakarta'], false],
    [null, null, false],
  ] as const)('knockout %j, answer %j: %s', (knockout, answer, expected) => {
    expect(isKnockout(knockout, answer as string | string[] | null)).toBe(expected);
  });
});

describe('application statuses', () => {
  const ALLOWED: Record<ApplicationStatus, ApplicationStatus[]> = {
    APPLIED: ['SHORTLIST', 'REJECTED'],
    SHORTLIST: ['IN_INTERVIEW', 'REJECTED'],
    IN_INTERVIEW: ['HIRED', 'REJECTED'],
    HIRED: [],
    REJECTED: [],
  };
  const pairs = APPLICATION_STATUSES.flatMap((from) => APPLICATION_STATUSES.map((to) => [from, to] as const));

  it.each(pairs)('%s → %s', (from, to) => {
    expect(canMoveApplication(from, to)).toBe(ALLOWED[from].includes(to));
  });

  it('moves forward one step at a time or out, never back, never to itself; HIRED and REJECTED are final', () => {
    expect(pairs.filter(([from, to]) => canMoveApplication(from, to))).toHaveLength(6);
    for (const status of APPLICATION_STATUSES) {
      expect(canMoveApplication(status, status)).toBe(false);
      expect(canMoveApplication(status, 'APPLIED')).toBe(false);
      expect([...APPLICATION_NEXT[status]]).toEqual(ALLOWED[status]);
    }
    for (const [from, to] of pairs.filter(([f, t]) => canMoveApplication(f, t) && t !== 'REJECTED'))
      expect(PIPELINE_ORDER.indexOf(to) - PIPELINE_ORDER.indexOf(from), `${from} → ${to}`).toBe(1);
    expect([...PIPELINE_ORDER].sort()).toEqual([...APPLICATION_STATUSES].sort());
  });

  it.each(APPLICATION_STATUSES.map((s) => [s] as const))('withdraws from %s only while APPLIED', (status) => {
    expect(canWithdraw(status)).toBe(status === 'APPLIED');
  });
});
