import { calendarWeek } from '@paybook/contracts';
import Fastify from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parsesAsItEncodes, responseSerializerCompiler } from './response-serializer.ts';

const serializerOf = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' });

const person = z.object({ first_name: z.string(), last_name: z.string(), id: z.number().int() });

describe('response serializer (issue 14 point 5)', () => {
  it('checks a plain schema by parsing: what encode would write, extra keys stripped, in schema order', () => {
    const schema = z.object({ id: z.number().int(), who: person.nullable(), tags: z.array(z.string()) });
    expect(parsesAsItEncodes(schema)).toBe(true);
    const value = {
      tags: ['a'],
      who: { id: 3, last_name: 'Lovelace', first_name: 'Ada', secret: 'x' },
      id: 1,
      password: 'never sent',
    };
    const text = serializerOf(schema)(value);
    expect(text).toBe('{"id":1,"who":{"first_name":"Ada","last_name":"Lovelace","id":3},"tags":["a"]}');
    expect(text).toBe(JSON.stringify(z.encode(schema, value as z.input<typeof schema>)));
  });

  it('refuses an answer that breaks its contract, with the error the error handler knows', () => {
    const serialize = serializerOf(z.object({ id: z.number().int(), name: z.string() }));
    const thrown = (() => {
      try {
        serialize({ id: 1.5, name: 'x' });
      } catch (error) {
        return error;
      }
    })();
    expect(isResponseSerializationError(thrown)).toBe(true);
    expect(() => serialize({ id: 1 })).toThrow();
  });

  it('keeps encode for a schema that changes values: a codec, a transform, a default, a catch', () => {
    const isoDate = z.codec(z.iso.datetime(), z.date(), {
      decode: (text) => new Date(text),
      encode: (date) => date.toISOString(),
    });
    const withCodec = z.object({ at: isoDate });
    expect(parsesAsItEncodes(withCodec)).toBe(false);
    // Parsing would refuse the Date; encoding writes it as the wire's text.
    expect(serializerOf(withCodec)({ at: new Date('2026-03-08T06:00:00.000Z') })).toBe(
      '{"at":"2026-03-08T06:00:00.000Z"}',
    );
    expect(parsesAsItEncodes(z.object({ n: z.string().transform(Number) }))).toBe(false);
    expect(parsesAsItEncodes(z.object({ n: z.array(z.number().default(1)) }))).toBe(false);
    expect(parsesAsItEncodes(z.object({ n: z.number().catch(0) }).nullable())).toBe(false);
    expect(parsesAsItEncodes(z.union([z.string(), z.string().pipe(z.email())]))).toBe(false);
  });

  it('reads recursive schemas once, and the contracts of the hot routes take the fast path', () => {
    type Node = { name: string; children: Node[] };
    const tree: z.ZodType<Node> = z.lazy(() => z.object({ name: z.string(), children: z.array(tree) }));
    expect(parsesAsItEncodes(tree)).toBe(true);
    expect(parsesAsItEncodes(calendarWeek)).toBe(true);
  });

  it('serves a route as Fastify would, its answer checked', async () => {
    const app = Fastify();
    app.setSerializerCompiler(responseSerializerCompiler);
    app.get('/p', { schema: { response: { 200: person } } }, () => ({
      id: 7,
      first_name: 'Sam',
      last_name: 'Staff',
      password_hash: 'x',
    }));
    const response = await app.inject({ method: 'GET', url: '/p' });
    expect(response.body).toBe('{"first_name":"Sam","last_name":"Staff","id":7}');
    await app.close();
  });
});
