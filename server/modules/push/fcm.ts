/**
 * FCM (HTTP v1) for devices registered with an FCM token, when FIREBASE_SERVICE_ACCOUNT is set. Written against the
 * documented HTTP API rather than with firebase-admin: sending a message is one OAuth-signed POST, and firebase-admin
 * would add tens of megabytes of dependencies to every install for it.
 *
 * - Auth: a JWT signed with the service account's key (RS256) is exchanged at its `token_uri` for an access token
 *   (OAuth 2.0 JWT bearer grant), cached until shortly before it expires.
 * - Message: data-only (`data: { title, body, click_action }`), so the worker's onBackgroundMessage shows exactly one
 *   notification (sw/firebase.ts), with the Web Push TTL and Urgency headers.
 * - Answers: UNREGISTERED (404) or an INVALID_ARGUMENT about the token → the device is gone; 401 drops the cached
 *   access token and is retried; 429 and 5xx are retried by the outbox.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Delivery, PushSender } from './sender.js';

export interface ServiceAccount {
  project_id: string;
  client_email: string;
  private_key: string;
  token_uri: string;
}

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const DEFAULT_API_URL = 'https://fcm.googleapis.com';
const REQUEST_TIMEOUT_MS = 10_000;

/** FIREBASE_SERVICE_ACCOUNT: the JSON itself, or the path of the file holding it. */
export function readServiceAccount(value: string): ServiceAccount {
  const text = value.trimStart().startsWith('{') ? value : fs.readFileSync(value, 'utf8');
  const account = JSON.parse(text) as Partial<ServiceAccount>;
  for (const key of ['project_id', 'client_email', 'private_key'] as const)
    if (typeof account[key] !== 'string' || !account[key])
      throw new Error(`FIREBASE_SERVICE_ACCOUNT: "${key}" is missing`);
  return {
    project_id: account.project_id!,
    client_email: account.client_email!,
    private_key: account.private_key!,
    token_uri: account.token_uri ?? 'https://oauth2.googleapis.com/token',
  };
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

function signedAssertion(account: ServiceAccount, now: number): string {
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const claims = base64url(
    JSON.stringify({
      iss: account.client_email,
      scope: SCOPE,
      aud: account.token_uri,
      iat: now,
      exp: now + 3600,
    }),
  );
  const signature = crypto.sign('RSA-SHA256', Buffer.from(`${header}.${claims}`), account.private_key);
  return `${header}.${claims}.${base64url(signature)}`;
}

class FcmError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export function fcmSender(account: ServiceAccount, options: { apiUrl?: string } = {}): PushSender {
  const apiUrl = (options.apiUrl ?? DEFAULT_API_URL).replace(/\/$/, '');
  let cached: { token: string; until: number } | undefined;

  async function accessToken(): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    if (cached && cached.until > now + 60) return cached.token;
    const res = await fetch(account.token_uri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: signedAssertion(account, now),
      }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = (await res.json().catch(() => ({}))) as { access_token?: string; expires_in?: number };
    if (!res.ok || !body.access_token) throw new FcmError(`FCM auth failed (${res.status})`, res.status);
    cached = { token: body.access_token, until: now + (body.expires_in ?? 3600) };
    return cached.token;
  }

  return {
    async send(device, content): Promise<Delivery> {
      if (device.kind !== 'fcm') return 'unsupported';
      const res = await fetch(
        `${apiUrl}/v1/projects/${encodeURIComponent(account.project_id)}/messages:send`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            message: {
              token: device.token,
              data: { title: content.title, body: content.body, click_action: content.link },
              webpush: { headers: { TTL: String(content.ttlSeconds), Urgency: content.urgency } },
            },
          }),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        },
      );
      if (res.ok) return 'sent';
      const error = (
        (await res.json().catch(() => ({}))) as { error?: { status?: string; message?: string } }
      ).error;
      if (res.status === 404 || error?.status === 'UNREGISTERED') return 'gone';
      if (res.status === 400 && error?.status === 'INVALID_ARGUMENT' && /token/i.test(error.message ?? ''))
        return 'gone';
      if (res.status === 401) cached = undefined;
      if (res.status >= 400 && res.status < 500 && res.status !== 401 && res.status !== 429) return 'refused';
      throw new FcmError(`FCM answered ${res.status} ${error?.status ?? ''}`.trim(), res.status);
    },
  };
}
