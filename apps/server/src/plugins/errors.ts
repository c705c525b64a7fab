import http from 'node:http';
import type { Socket } from 'node:net';
import { type ApiErrorCode, type ErrorBody, errorCodes, errorWordings } from '@paybook/contracts';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { retryLaterOf } from '../db/transient-errors.ts';
import { AppError } from '../lib/app-error.ts';

function body(code: string, message: string, details?: ErrorBody['error']['details']): ErrorBody {
  return { error: details ? { code, message, details } : { code, message } };
}

/** A generic code's answer, in the code's wording for people (issue 24 point 1). */
const worded = (code: ApiErrorCode): ErrorBody => body(code, errorWordings[code]);

/** Field paths as the client names them: `customer.email`, `items.0.price`; the body itself is ''. */
function propertyOf(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

/** ARCHITECTURE.md "Errors": one shape, fitting status, the field named, never a stack trace. */
export function apiNotFound(method: string, url: string): ErrorBody {
  return body(errorCodes.notFound, `No route ${method} ${url.split('?')[0]}.`);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const retry = retryLaterOf(error);
    if (retry) {
      // Issue 23 point 1: busy, not broken; logged so that an operator sees the bounds being met.
      if (retry !== error) request.log.warn({ err: error }, 'answered 503: a database bound was met');
      return reply
        .status(retry.statusCode)
        .header('retry-after', String(retry.retryAfterSeconds))
        .send(body(retry.code, retry.message));
    }
    if (error instanceof AppError) return reply.status(error.statusCode).send(error.toBody());
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => {
        const property = propertyOf(issue.instancePath);
        return { property, message: issue.message ?? 'Invalid value' };
      });
      const first = details[0];
      const message = first
        ? first.property
          ? `${first.property}: ${first.message}`
          : first.message
        : 'Invalid request';
      return reply.status(400).send(body(errorCodes.validation, message, details));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send(worded(errorCodes.internal));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large.
      return reply.status(status).send(body(error.code ?? 'BAD_REQUEST', error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(worded(errorCodes.internal));
  });
}

/** Fastify's answers before any route runs; each keeps its status (issue 13: a 414 had no error shape). */
const frameworkAnswers: Record<string, { status: number; code: ApiErrorCode }> = {
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: errorCodes.uriTooLong },
  FST_ERR_BAD_URL: { status: 400, code: errorCodes.badUrl },
};

/** Fastify's `frameworkErrors`: a path parameter over maxParamLength, a malformed percent-encoding. */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const answer = frameworkAnswers[error.code];
  if (answer) {
    reply.status(answer.status).send(worded(answer.code));
    return;
  }
  request.log.error({ err: error }, 'unhandled framework error');
  reply.status(500).send(worded(errorCodes.internal));
}

/** What Node's HTTP parser refuses before Fastify sees a request, as Fastify's default handler answers it. */
function clientErrorAnswer(code: string): { status: number; code: ApiErrorCode } {
  // The request line counts towards the 16 KB header limit, so an address that long is a 431 too.
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, code: errorCodes.headersTooLarge };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, code: errorCodes.requestTimeout };
  return { status: 400, code: errorCodes.badRequest };
}

/** Fastify's `clientErrorHandler`: the same answers as its default one, in the one error shape. */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = clientErrorAnswer(error.code);
  const payload = JSON.stringify(worded(answer.code));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${answer.status} ${http.STATUS_CODES[answer.status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(payload)}\r\n` +
        `Cache-Control: no-store\r\nConnection: close\r\n\r\n${payload}`,
    );
  }
  socket.destroy(error);
}
