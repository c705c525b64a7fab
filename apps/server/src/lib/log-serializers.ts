import { databaseErrorFields } from '../db/errors.ts';

/** The stack's frames without its first lines, which repeat the message. */
function framesOf(error: Error): string {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

type SerializedError = { type: string; message: string; stack: string; [field: string]: unknown };

/**
 * Logs hold no personal data (issue 13): a database error is logged by its SQLSTATE code, constraint,
 * table and column, never by its message, the statement or its parameters (Drizzle's error message holds
 * both). The request id comes from the request's logger. Other errors keep their message and stack.
 */
export function serializeError(error: Error): SerializedError {
  const type = error.constructor.name;
  const database = databaseErrorFields(error);
  if (database)
    return { type, message: `database error ${database.code}`, ...database, stack: framesOf(error) };
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  return {
    type,
    message: error.message,
    ...(typeof code === 'string' ? { code } : {}),
    stack: error.stack ?? '',
    ...(cause === undefined ? {} : { cause: cause instanceof Error ? serializeError(cause) : String(cause) }),
  };
}

type LoggedRequest = {
  method: string;
  url: string;
  host: string;
  ip: string;
  socket?: { remotePort?: number | undefined } | null;
};

/**
 * Fastify's request serializer with the query string's values left out: they carry search terms, names and
 * e-mail addresses (`?search=…`, `?email=…`). The parameter names stay, so a log still says what was asked.
 */
export function serializeRequest(request: LoggedRequest): Record<string, unknown> {
  const [path, query] = request.url.split('?', 2);
  const names = query === undefined ? [] : [...new URLSearchParams(query).keys()];
  const url =
    names.length > 0 ? `${path}?${names.map((name) => `${name}=[redacted]`).join('&')}` : request.url;
  return {
    method: request.method,
    url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
