/**
 * Fastify's own request-validator compiler (ajv and its formats, some 90 modules), loaded only when a route asks for
 * one. Every call of the route table validates what was sent with its valibot schema (./define.ts gives each a
 * validatorCompiler that accepts all), and no other route declares a request schema, so today it is never loaded. A
 * route that some day declares a JSON-schema body without a compiler of its own gets ajv as before.
 */
import { createRequire } from 'node:module';
import type { BuildCompilerFromPool } from '@fastify/ajv-compiler';

// Resolved from Fastify's own place: it is Fastify's dependency, not the app's.
const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));

/** For `schemaController.compilersFactory.buildValidator`. */
export const lazyValidators: BuildCompilerFromPool = (externalSchemas, options) => {
  let compile: ReturnType<BuildCompilerFromPool> | undefined;
  return (route) => {
    compile ??= (fromFastify('@fastify/ajv-compiler') as () => BuildCompilerFromPool)()(
      externalSchemas,
      options,
    );
    return compile(route);
  };
};
