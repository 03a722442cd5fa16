/**
 * One log line per request, written when it is answered: its method and address, the status, the time it took and
 * the request's id (as Fastify's "request completed" line, with the request added). Fastify's default also writes an
 * "incoming request" line first: two lines, each a write to stdout, for every call at the default level (`info`),
 * where the second alone says all of it. Errors, a request that failed and requests to unknown addresses are logged
 * as Fastify logs them.
 */
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}
