/** Test helpers: the validate keys a schema reports for an input (empty when it passes). */
import * as v from 'valibot';
import { flattenIssues } from './issues';

export function keysOf(schema: v.GenericSchema, input: unknown): string[] {
  const result = v.safeParse(schema, input);
  return result.success ? [] : flattenIssues(result.issues).map((issue) => issue.key);
}

export function fieldKeysOf(schema: v.GenericSchema, input: unknown): string[] {
  const result = v.safeParse(schema, input);
  return result.success ? [] : flattenIssues(result.issues).map((issue) => `${issue.field}:${issue.key}`);
}
