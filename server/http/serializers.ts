/**
 * Answer serializers made when a route first answers with a given status, not at start. Fastify compiles one
 * fast-json-stringify function per route and status as it starts: with some 300 routes, each with its answer and
 * error schemas, that was a fifth of the start-up's CPU and megabytes of generated code kept for calls that may
 * never come. Made on first use instead, by the same compiler with the same shared schemas (a few milliseconds, once).
 */
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type SerializerFactory = ReturnType<typeof SerializerSelector>;

const eager = SerializerSelector();

/** For `schemaController.compilersFactory.buildSerializer`. */
export const lazySerializers: SerializerFactory = (externalSchemas, options) => {
  const compile = eager(externalSchemas, options);
  return (route) => {
    let serialize: ((doc: unknown) => string) | undefined;
    return (doc) => (serialize ??= compile(route))(doc);
  };
};
