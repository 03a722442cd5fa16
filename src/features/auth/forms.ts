/** Helpers shared by the auth forms. */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { Envelope } from '../../../common/api/envelope';

/** A 422 answer's field messages: `data.errors` as `[{ field, message }]` (or a `{ field: message }` record). */
export function serverFieldErrors(data: unknown): [string, string][] {
  const errors = data && typeof data === 'object' ? (data as { errors?: unknown }).errors : undefined;
  if (Array.isArray(errors)) {
    return errors
      .filter(
        (item): item is { field: string; message: string } =>
          Boolean(item) && typeof item.field === 'string' && typeof item.message === 'string',
      )
      .map((item) => [item.field, item.message]);
  }
  if (!errors || typeof errors !== 'object') return [];
  return Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
}

/** Puts an error envelope on the form: field messages under their fields, the message as the form's alert. */
export function applyServerErrors<Values extends FieldValues>(
  envelope: Envelope,
  setError: UseFormSetError<Values>,
  fields: readonly string[],
  fieldOf: (path: string) => string = (path) => path,
  fallback: string,
) {
  for (const [path, message] of serverFieldErrors(envelope.data)) {
    const field = fieldOf(path);
    if (fields.includes(field)) setError(field as Path<Values>, { type: 'server', message });
  }
  setError('root.server', { message: envelope.message || fallback });
}
