/**
 * The FCM sender (server/modules/push/fcm.ts) against a stand-in for Google's OAuth token endpoint and the FCM HTTP v1
 * API on loopback (the real ones are outside this machine): the service account's signed assertion is checked, the
 * access token is reused until it is refused, the message is data-only with spec §3's fields, and the answers map to
 * sent, gone (UNREGISTERED), refused (another 4xx) or a retry (5xx, 401 after dropping the token).
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fcmSender, readServiceAccount, type ServiceAccount } from '../../../server/modules/push/fcm.js';
import type { PushContent, PushDevice } from '../../../server/modules/push/sender.js';

const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });

interface Sent {
  authorization: string | undefined;
  body: {
    message: { token: string; data: Record<string, string>; webpush: { headers: Record<string, string> } };
  };
}

describe('FCM sender', () => {
  let server: http.Server;
  let origin = '';
  let account: ServiceAccount;
  const sent: Sent[] = [];
  let tokensIssued = 0;
  let next: { status: number; body: unknown }[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        const reply = (status: number, body: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        };
        if (req.url === '/token') {
          const assertion = new URLSearchParams(raw).get('assertion') ?? '';
          const [header, claims, signature] = assertion.split('.');
          const valid = crypto.verify(
            'RSA-SHA256',
            Buffer.from(`${header}.${claims}`),
            publicKey,
            Buffer.from(signature ?? '', 'base64url'),
          );
          const body = JSON.parse(Buffer.from(claims ?? '', 'base64url').toString()) as Record<
            string,
            unknown
          >;
          if (!valid || body.aud !== `${origin}/token` || body.iss !== account.client_email)
            return reply(400, { error: 'invalid_grant' });
          expect(body.scope).toBe('https://www.googleapis.com/auth/firebase.messaging');
          tokensIssued++;
          return reply(200, { access_token: `access-${tokensIssued}`, expires_in: 3600 });
        }
        if (req.url === '/v1/projects/orbit-test/messages:send') {
          sent.push({ authorization: req.headers.authorization, body: JSON.parse(raw) as Sent['body'] });
          const answer = next.shift() ?? { status: 200, body: { name: 'projects/orbit-test/messages/1' } };
          return reply(answer.status, answer.body);
        }
        reply(404, {});
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    account = readServiceAccount(
      JSON.stringify({
        type: 'service_account',
        project_id: 'orbit-test',
        client_email: 'push@orbit-test.iam.gserviceaccount.com',
        private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
        token_uri: `${origin}/token`,
      }),
    );
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const device: PushDevice = { id: 1, kind: 'fcm', token: 'fcm-token-1', p256dh: null, auth: null };
  const content: PushContent = {
    title: 'New application: Accountant',
    body: 'Ani applied.',
    link: '/employer/response-detail?id=7',
    urgency: 'high',
    ttlSeconds: 86_400,
  };

  it('sends a data-only message with a token from the service account, and reuses the token', async () => {
    const sender = fcmSender(account, { apiUrl: origin });
    expect(await sender.send(device, content)).toBe('sent');
    expect(await sender.send(device, content)).toBe('sent');
    expect(tokensIssued).toBe(1);
    expect(sent.at(-1)).toEqual({
      authorization: 'Bearer access-1',
      body: {
        message: {
          token: 'fcm-token-1',
          data: { title: content.title, body: content.body, click_action: content.link },
          webpush: { headers: { TTL: '86400', Urgency: 'high' } },
        },
      },
    });
    expect(await sender.send({ ...device, kind: 'webpush' }, content)).toBe('unsupported');
  });

  it('maps the answers: UNREGISTERED gone, another 4xx refused, 5xx and 401 retried (401 with a new token)', async () => {
    const sender = fcmSender(account, { apiUrl: origin });
    next = [
      { status: 404, body: { error: { status: 'NOT_FOUND', details: [{ errorCode: 'UNREGISTERED' }] } } },
    ];
    expect(await sender.send(device, content)).toBe('gone');
    next = [
      {
        status: 400,
        body: { error: { status: 'INVALID_ARGUMENT', message: 'The registration token is not valid' } },
      },
    ];
    expect(await sender.send(device, content)).toBe('gone');
    next = [{ status: 400, body: { error: { status: 'INVALID_ARGUMENT', message: 'Message too big' } } }];
    expect(await sender.send(device, content)).toBe('refused');
    next = [{ status: 503, body: { error: { status: 'UNAVAILABLE' } } }];
    await expect(sender.send(device, content)).rejects.toThrow(/503/);
    const before = tokensIssued;
    next = [{ status: 401, body: { error: { status: 'UNAUTHENTICATED' } } }];
    await expect(sender.send(device, content)).rejects.toThrow(/401/);
    expect(await sender.send(device, content)).toBe('sent');
    expect(tokensIssued).toBe(before + 1);
  });

  it('reads the service account from its JSON or a file and names a missing field', () => {
    expect(() => readServiceAccount(JSON.stringify({ project_id: 'x', client_email: 'y' }))).toThrow(
      'FIREBASE_SERVICE_ACCOUNT: "private_key" is missing',
    );
  });
});
