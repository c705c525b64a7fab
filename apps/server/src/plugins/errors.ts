import { type ErrorBody, errorCodes } from '@paybook/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';

function body(code: string, message: string, details?: ErrorBody['error']['details']): ErrorBody {
  return { error: details ? { code, message, details } : { code, message } };
}

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
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ ...error.extra, ...body(error.code, error.message, error.details) });
    }
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
      return reply.status(500).send(body(errorCodes.internal, 'An unknown error occurred.'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large.
      return reply.status(status).send(body(error.code ?? 'BAD_REQUEST', error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body(errorCodes.internal, 'An unknown error occurred.'));
  });
}
