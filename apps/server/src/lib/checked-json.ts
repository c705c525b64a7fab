import type { FastifyReply } from 'fastify';

/**
 * Issue 14 point 5: an answer written once by its route's response schema and then kept (the calendar
 * week cache) is still checked: `checkedJson` runs the route's own serializer (lib/response-serializer.ts,
 * which checks the value against the schema and writes it), and `sendCheckedJson` sends that JSON as it
 * is (Fastify sends a string with a JSON content type without serializing it again).
 */
export function checkedJson(reply: FastifyReply, payload: unknown): string {
  const written = reply.serialize(payload);
  if (typeof written === 'string') return written;
  return Buffer.isBuffer(written)
    ? written.toString('utf8')
    : Buffer.from(new Uint8Array(written)).toString('utf8');
}

export function sendCheckedJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
