import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyValidators } from './validators.js';

describe('lazyValidators', () => {
  it("validates a route's JSON-schema body with Fastify's ajv compiler, made on first use", async () => {
    const app = Fastify({ schemaController: { compilersFactory: { buildValidator: lazyValidators } } });
    app.post(
      '/',
      { schema: { body: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } } },
      async (req) => req.body,
    );
    const refused = await app.inject({ method: 'POST', url: '/', payload: { other: 1 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain("must have required property 'name'");
    const accepted = await app.inject({ method: 'POST', url: '/', payload: { name: 'Sari' } });
    expect(accepted.json()).toEqual({ name: 'Sari' });
    await app.close();
  });
});
