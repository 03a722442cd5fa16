/** Showing a failed call on a react-hook-form form, the same way for every form of the app. */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { Envelope } from '@common/api/envelope';
import { isErrorEnvelope } from '../api';

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

export interface FailureDisplay {
  /** The form's fields; server messages for other paths only reach the form's alert. */
  fields: readonly string[];
  /** Maps a server path to a form field ('phone.number' → 'phoneNumber'). */
  fieldOf?: (path: string) => string;
  /** The alert when there was no answer or the answer had no message. */
  fallback: string;
}

/** Puts an error envelope on the form: field messages under their fields, the message as the form's alert. */
export function showServerErrors<Values extends FieldValues>(
  envelope: Envelope,
  setError: UseFormSetError<Values>,
  { fields, fieldOf = (path) => path, fallback }: FailureDisplay,
): void {
  for (const [path, message] of serverFieldErrors(envelope.data)) {
    const field = fieldOf(path);
    if (fields.includes(field)) setError(field as Path<Values>, { type: 'server', message });
  }
  setError('root.server', { message: envelope.message || fallback });
}

/**
 * The answer of a form's call when it succeeded. Otherwise it shows the failure on the form (no answer: the
 * fallback alert; an error envelope: see showServerErrors) and returns null.
 */
export function succeeded<Values extends FieldValues, T extends Envelope>(
  envelope: T | null,
  setError: UseFormSetError<Values>,
  display: FailureDisplay,
): T | null {
  if (!envelope) {
    setError('root.server', { message: display.fallback });
    return null;
  }
  if (isErrorEnvelope(envelope)) {
    showServerErrors(envelope, setError, display);
    return null;
  }
  return envelope;
}
