/**
 * The API contract as an integrator sees it (issue 18): the served document is OpenAPI 3.1 and lint-clean under
 * Redocly's recommended rules (redocly.yaml), every call is complete (operationId, answer schema, errors by access,
 * named path parameters, the lng header), and the answer schema really is the serializer: a field a handler adds
 * without declaring it never leaves the server.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRoute } from '../../../common/api/routes.js';
import { sharedSchemas } from '../../../server/http/contract.js';
import { defineRoute } from '../../../server/http/define.js';
import { envelopePlugin } from '../../../server/plugins/envelope.js';
import type { Deps } from '../../../server/deps.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { TMP_DIR } from '../helpers/paths.js';

interface Operation {
  operationId?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { in: string; name: string; required?: boolean }[];
  responses: Record<string, { content?: { 'application/json'?: { schema?: Record<string, unknown> } } }>;
}
type Document = {
  openapi: string;
  servers?: unknown[];
  info: { contact?: unknown; license?: unknown };
  paths: Record<string, Record<string, Operation>>;
};

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: Document;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    doc = (await t.app.inject({ url: '/client/api/docs' })).json() as Document;
  });
  afterAll(async () => {
    await t?.close();
  });

  const operations = () =>
    Object.entries(doc.paths).flatMap(([url, item]) =>
      Object.entries(item).map(([method, op]) => ({ url, method, op })),
    );

  it('is OpenAPI 3.1 with servers, contact and licence', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers?.length).toBeGreaterThan(0);
    expect(doc.info.contact).toBeDefined();
    expect(doc.info.license).toBeDefined();
  });

  it("passes Redocly's recommended rules with no error and no warning", () => {
    const file = path.join(TMP_DIR, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(doc));
    const lint = spawnSync(
      process.execPath,
      [
        path.resolve('node_modules/@redocly/cli/bin/cli.js'),
        'lint',
        file,
        '--format=json',
        '--config=redocly.yaml',
      ],
      {
        encoding: 'utf8',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    );
    const report = JSON.parse(lint.stdout.slice(lint.stdout.indexOf('{'))) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; message: string }[];
    };
    expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('describes every call completely: operationId, answer envelope, errors by access, lng header', () => {
    const ids = new Set<string>();
    for (const { url, method, op } of operations()) {
      const where = `${method.toUpperCase()} ${url}`;
      expect(op.operationId, where).toMatch(/^[a-z][A-Za-z]+$/);
      expect(ids.has(op.operationId!), `${where}: operationId repeated`).toBe(false);
      ids.add(op.operationId!);
      const ok = op.responses['2XX']?.content?.['application/json']?.schema as
        { properties?: Record<string, unknown>; required?: string[] } | undefined;
      expect(ok?.required, `${where}: no answer schema`).toEqual(
        expect.arrayContaining(['code', 'message', 'data']),
      );
      expect(
        op.parameters?.some((p) => p.in === 'header' && p.name === 'lng'),
        `${where}: lng`,
      ).toBe(true);
      for (const name of url.matchAll(/\{(\w+)\}/g)) {
        expect(
          op.parameters?.some((p) => p.in === 'path' && p.name === name[1] && p.required),
          where,
        ).toBe(true);
        expect(name[1], `${where}: unnamed path parameter`).toMatch(/^(?![ab]$)\w+$/);
      }
      const signedIn = op.security === undefined; // the document's default is the jwt scheme
      for (const status of ['401', '403'])
        expect(status in op.responses, `${where}: ${status}`).toBe(signedIn);
      expect('503' in op.responses, where).toBe(true);
    }
    expect(ids.has('candidateLogin')).toBe(true);
    expect(ids.has('countryAllGuest')).toBe(true);
  });

  it('documents paginated lists with the shared paginator and 422 with its errors list', () => {
    const list = doc.paths['/client/api/v1/state/get-state-list/guest']!.post!;
    const ok = list.responses['2XX']!.content!['application/json']!.schema as {
      properties: Record<string, unknown>;
    };
    expect(ok.properties.paginator).toEqual({ $ref: '#/components/schemas/Paginator' });
    expect(list.responses['422']!.content!['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/ValidationErrorEnvelope',
    });
  });

  it('serves a page for people beside the JSON', async () => {
    const res = await t.app.inject({ url: '/client/api/docs/ui/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});

describe('the answer schema is the serializer', () => {
  it('never sends a field the schema does not name (a hash, a token, an internal column)', async () => {
    const app = Fastify({ logger: false });
    for (const schema of sharedSchemas) app.addSchema(schema);
    app.decorate('deps', {} as Deps);
    await app.register(envelopePlugin);
    expect(findRoute('country', 'all')).toBeDefined();
    defineRoute(app, 'country', 'all', {
      handler: async () => ({
        data: [
          {
            id: 1,
            isoCode: 'ID',
            name: 'Indonesia',
            phoneCode: '62',
            currency: 'IDR',
            flag: '🇮🇩',
            // Added by a careless handler: not in the answer schema.
            ...({ passwordHash: '$argon2id$secret', internalNote: 'do not show' } as object),
          },
        ],
      }),
    });
    const res = await app.inject({ method: 'POST', url: '/client/api/v1/country/all/guest', payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('passwordHash');
    expect(res.body).not.toContain('internalNote');
    expect(res.json().data).toEqual([
      { id: 1, isoCode: 'ID', name: 'Indonesia', phoneCode: '62', currency: 'IDR', flag: '🇮🇩' },
    ]);
    await app.close();
  });

  it('refuses to register a call that has no answer schema', () => {
    const app = Fastify({ logger: false });
    expect(() =>
      defineRoute(app, 'candidate', 'linkedin', { handler: async () => ({ data: null as never }) }),
    ).toThrowError(/No answer schema for candidate.linkedin/);
  });
});
