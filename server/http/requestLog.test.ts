import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { OneLinePerRequest } from './requestLog.js';

/** A Fastify logging at `level` through OneLinePerRequest into an array of parsed lines. */
async function appLoggingTo(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: new OneLinePerRequest() });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/broken', async () => {
    throw new Error('kaput');
  });
  await app.ready();
  return { app, lines };
}

describe('OneLinePerRequest', () => {
  it('logs one line per answered request, with what an access log needs', async () => {
    const { app, lines } = await appLoggingTo('info');
    await app.inject({ method: 'GET', url: '/ok?page=2' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      reqId: expect.any(String),
      req: { method: 'GET', url: '/ok?page=2' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    await app.close();
  });

  it('still logs a failed request as an error, with its cause', async () => {
    const { app, lines } = await appLoggingTo('info');
    await app.inject({ method: 'GET', url: '/broken' });
    const errors = lines.filter((line) => line.level === 50);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.some((line) => (line.err as { message?: string })?.message === 'kaput')).toBe(true);
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
    await app.close();
  });

  it('writes nothing for a request answered well above the info level', async () => {
    const { app, lines } = await appLoggingTo('warn');
    await app.inject({ method: 'GET', url: '/ok' });
    expect(lines).toEqual([]);
    await app.close();
  });
});
