/**
 * Sending a push to one device, behind one interface (ARCHITECTURE §6): standard Web Push (RFC 8030/8291/8292,
 * through `web-push`, loaded with the first push sent: 1.6 MB of heap in every idle instance otherwise) for browser
 * subscriptions, FCM (HTTP v1, fcm.ts) for FCM tokens when a Firebase service account is configured. The outbox
 * (notify.ts enqueues one row per device) calls it and retries what throws.
 */
import type http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import type { VapidKeys } from './vapid.js';

export interface PushDevice {
  id: number;
  kind: 'webpush' | 'fcm';
  /** The endpoint (Web Push) or the FCM token. */
  token: string;
  p256dh: string | null;
  auth: string | null;
}

export interface PushContent {
  title: string;
  body: string;
  /** The app path the notification opens (the worker resolves it against its own origin). */
  link: string;
  /** 'high' wakes a sleeping phone (somebody applied, an application moved); 'normal' may wait for it. */
  urgency: 'normal' | 'high';
  /** How long the push service keeps it for a device that is offline. */
  ttlSeconds: number;
}

/**
 * - sent: the push service took it.
 * - gone: the device's subscription or token no longer exists (404/410, FCM UNREGISTERED): forget the device.
 * - refused: a permanent refusal of this message (another 4xx): retrying cannot help; logged and dropped.
 * - unsupported: nothing here can send to this kind of device (an FCM token while FCM is not configured).
 * Anything transient (network, 429, 5xx) throws, so the outbox retries it with back-off.
 */
export type Delivery = 'sent' | 'gone' | 'refused' | 'unsupported';

export interface PushSender {
  send(device: PushDevice, content: PushContent): Promise<Delivery>;
}

/** The payload of spec §3, `{ notification: { title, body, click_action } }`, read by common/push.ts. */
export const pushPayload = (content: PushContent) => ({
  notification: { title: content.title, body: content.body, click_action: content.link },
});

/**
 * `web-push` sends with https.request whatever the endpoint's scheme. An `http://` endpoint exists only on a push
 * service the operator listed as such in PUSH_SERVICES (a service inside a private network, the tests' loopback one):
 * it is reached over plain TCP through this agent (the payload is encrypted end to end either way).
 */
class PlainHttpAgent extends https.Agent {
  override createConnection(options: http.ClientRequestArgs): Duplex {
    return net.connect(options as net.NetConnectOpts);
  }
}
export const plainHttpAgent = (): https.Agent => new PlainHttpAgent();

/** How long a push service may take to answer before the attempt counts as failed (and is retried). */
const SEND_TIMEOUT_MS = 10_000;

export function webPushSender(vapid: VapidKeys, subject: string): PushSender {
  const plain = plainHttpAgent();
  return {
    async send(device, content) {
      if (device.kind !== 'webpush' || !device.p256dh || !device.auth) return 'unsupported';
      const { default: webpush } = await import('web-push');
      try {
        await webpush.sendNotification(
          { endpoint: device.token, keys: { p256dh: device.p256dh, auth: device.auth } },
          JSON.stringify(pushPayload(content)),
          {
            vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
            TTL: content.ttlSeconds,
            urgency: content.urgency,
            contentEncoding: 'aes128gcm',
            timeout: SEND_TIMEOUT_MS,
            ...(device.token.startsWith('http:') ? { agent: plain } : {}),
          },
        );
        return 'sent';
      } catch (err) {
        const status = err instanceof webpush.WebPushError ? err.statusCode : undefined;
        if (status === 404 || status === 410) return 'gone';
        if (status !== undefined && status >= 400 && status < 500 && status !== 429) return 'refused';
        throw err;
      }
    },
  };
}

/** Each device to the sender of its kind. */
export function pushSenders(senders: { webpush: PushSender; fcm?: PushSender }): PushSender {
  return {
    send(device, content) {
      const sender = device.kind === 'fcm' ? senders.fcm : senders.webpush;
      return sender ? sender.send(device, content) : Promise.resolve('unsupported');
    },
  };
}
