import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD, compressAnswers } from './compression.js';

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Kota ${i}` })) };
let app: FastifyInstance;
/** What the route's own onSend hook saw: compression must come after it. */
let seenByRoute: unknown;

beforeAll(async () => {
  app = Fastify();
  compressAnswers(app);
  app.get('/big', async () => big);
  app.get('/small', async () => ({ ok: true }));
  app.get('/own', { config: { compress: false } }, async () => big);
  app.get('/png', async (_req, reply) => reply.type('image/png').send(Buffer.alloc(4096, 1)));
  app.get('/varied', async (_req, reply) => reply.header('vary', 'Accept-Language').send(big));
  app.get(
    '/hooked',
    {
      onSend: async (_req, _reply, payload) => {
        seenByRoute = payload;
        return payload;
      },
    },
    async () => big,
  );
  await app.ready();
});

afterAll(() => app.close());

const get = (url: string, encoding?: string) =>
  app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('compressAnswers', () => {
  it('compresses a JSON answer above 1 KB with brotli, else gzip, as the client accepts', async () => {
    expect(JSON.stringify(big).length).toBeGreaterThan(COMPRESS_THRESHOLD);
    const br = await get('/big', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(big);
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(big).length / 3);

    const gz = await get('/big', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(big);
  });

  it('sends it as it is to a client that takes neither, saying the answer varies', async () => {
    for (const encoding of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await get('/big', encoding);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('Accept-Encoding');
      expect(plain.json()).toEqual(big);
    }
  });

  it('leaves small answers, compressed formats and routes that compress their own', async () => {
    for (const url of ['/small', '/own', '/png']) {
      const res = await get(url, 'br');
      expect(res.headers['content-encoding'], url).toBeUndefined();
    }
    expect((await get('/own', 'br')).json()).toEqual(big);
  });

  it("adds to the answer's own Vary, and runs after the route's own hooks", async () => {
    expect((await get('/varied', 'br')).headers.vary).toBe('Accept-Language, Accept-Encoding');
    const res = await get('/hooked', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(String(seenByRoute))).toEqual(big);
  });
});
