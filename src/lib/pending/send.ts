/**
 * An action that must not be lost on a bad network (issue 14: save a job, mark notifications read, apply, save a
 * profile section). Signed in, it is sent with a fresh idempotency key; when the app is offline
 * (src/lib/network.ts), or the call gets no answer (it threw, or timed out), it goes into the offline queue under
 * that same key instead, and is replayed when the network returns (./replay.ts, sw/sw.ts). If the lost call did
 * reach the server, the replay gets its first answer back: it is never applied twice.
 */
import type { AnswerOf } from '@common/api/answers';
import type { Envelope } from '@common/api/envelope';
import type { ActionName, ModuleName } from '@common/api/routes';
import { HEADER_NAME } from '@common/constants/storage';
import type { PendingAction, PendingWhat } from '@common/pending/queue';
import { api } from '../api/client';
import { isNetworkError, isOffline } from '../network';
import { pendingOwner } from './state';

export type SendResult<M extends ModuleName, A extends ActionName<M>> =
  { queued: false; envelope: Envelope<AnswerOf<M, A>> } | { queued: true; action: PendingAction };

export interface SendOptions {
  params?: Record<string, string | number>;
  /** A JSON body (files are never queued: an upload needs the network). */
  body?: object;
  /** How the action reads in the list of what is waiting (a key of the `pending` catalog's `what`). */
  what: PendingWhat;
  showErrorToast?: boolean;
}

function newKey(): string | null {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : null;
}

export async function sendOrQueue<M extends ModuleName, A extends ActionName<M>>(
  module: M,
  action: A,
  options: SendOptions,
): Promise<SendResult<M, A>> {
  const { params, body, what, showErrorToast } = options;
  const key = pendingOwner() ? newKey() : null;
  // Signed out (nothing to queue for), or no way to make a key: an ordinary call.
  if (!key) return { queued: false, envelope: await api(module, action, { params, body, showErrorToast }) };
  const queue = async () => {
    const { enqueue } = await import('./enqueue');
    return { queued: true as const, action: await enqueue({ module, action, params, body, what, key }) };
  };
  if (isOffline()) return queue();
  try {
    const envelope = await api(module, action, {
      params,
      body,
      showErrorToast,
      networkErrorToast: false,
      headers: { [HEADER_NAME.IDEMPOTENCY_KEY]: key },
    });
    return { queued: false, envelope };
  } catch (error) {
    if (isNetworkError(error)) return queue();
    throw error;
  }
}
