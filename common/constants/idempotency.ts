/**
 * Idempotency keys (issue 14, offline use): an action queued on a phone while offline may reach the server more than
 * once (a Background Sync replay racing the page's own replay, or a replay whose answer was lost). The client sends
 * one key per action in the `Idempotency-Key` header (HEADER_NAME.IDEMPOTENCY_KEY), the same key on every replay of
 * it; the server applies the action once and answers every later copy with the first answer
 * (server/http/idempotency.ts). This is the key's one rule, for the server and the client.
 */
export const IDEMPOTENCY_KEY_RULE = {
  minLength: 8,
  maxLength: 100,
  /** The characters a key may hold: a UUID (crypto.randomUUID()) or a ULID fits, and so does `<prefix>:<uuid>`. */
  characters: /^[A-Za-z0-9_.:-]*$/,
  /** How long the server remembers a key and its answer: a replay later than this runs the action again. */
  rememberMs: 24 * 60 * 60 * 1000,
} as const;

/** The header a replayed answer carries (`true`): the action was not run again, this is the first answer. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** What is wrong with a key, as a `validate` message key with its bound (as uploadProblem does for files). */
export type IdempotencyKeyProblem =
  { key: 'tooShort'; min: number } | { key: 'tooLong'; max: number } | { key: 'idempotencyKey' };

export function idempotencyKeyProblem(value: string): IdempotencyKeyProblem | undefined {
  const rule = IDEMPOTENCY_KEY_RULE;
  if (value.length < rule.minLength) return { key: 'tooShort', min: rule.minLength };
  // Bounded before the pattern, so no huge header reaches the regex.
  if (value.length > rule.maxLength) return { key: 'tooLong', max: rule.maxLength };
  if (!rule.characters.test(value)) return { key: 'idempotencyKey' };
  return undefined;
}

export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && idempotencyKeyProblem(value) === undefined;
}
