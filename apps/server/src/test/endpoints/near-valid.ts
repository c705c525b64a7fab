import fc from 'fast-check';

// Issue 23 point 4: near-valid requests. A valid request with one thing wrong: a leaf replaced by a value
// that breaks naive code (integers at 2^31 and 2^53, NUL and control characters, 10,000 characters,
// emoji, the first and last dates of the calendar, money written loosely), a field added, a field taken
// away.

export const NASTY_VALUES: readonly unknown[] = [
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 2,
  -1,
  0,
  1.5,
  'a\u0000b',
  '\u0000',
  'line\u0007bell\u001b[0m',
  'x'.repeat(10_000),
  '😀👩‍👩‍👧‍👦🏳️‍🌈',
  '0000-01-01',
  '9999-12-31',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '10,00',
  '1e3',
  '0.001',
  '-0.00',
  ' 10 ',
  '',
  null,
  true,
  [],
  {},
  '2147483648',
  '9007199254740993',
];

export type RequestParts = {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
};

type Slot = { part: 'params' | 'query' | 'body'; path: (string | number)[] };

/** Every place a value sits: each path and query parameter, and each leaf and object of the body. */
export function slotsOf(request: RequestParts): Slot[] {
  const slots: Slot[] = [];
  for (const name of Object.keys(request.params)) slots.push({ part: 'params', path: [name] });
  for (const name of Object.keys(request.query)) slots.push({ part: 'query', path: [name] });
  const walk = (value: unknown, path: (string | number)[]) => {
    slots.push({ part: 'body', path });
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(item, [...path, index]);
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) walk(child, [...path, key]);
    }
  };
  if (request.body !== undefined) walk(request.body, []);
  return slots;
}

function setAt(container: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(container) ? [...container] : { ...(container as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = setAt(copy[head], rest, value);
  return copy;
}

function removeAt(container: unknown, path: (string | number)[]): unknown {
  if (path.length === 0 || !container || typeof container !== 'object') return container;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(container) ? [...container] : { ...(container as object) }) as Record<
    string | number,
    unknown
  >;
  if (rest.length === 0) delete copy[head];
  else copy[head] = removeAt(copy[head], rest);
  return copy;
}

export type Mutation =
  | { kind: 'replace'; slot: Slot; value: unknown }
  | { kind: 'remove'; slot: Slot }
  | { kind: 'extra'; value: unknown };

export const describeMutation = (mutation: Mutation): string => {
  const text = (value: unknown) => JSON.stringify(value)?.slice(0, 40);
  if (mutation.kind === 'extra') return `an extra field ${text(mutation.value)}`;
  const where = `${mutation.slot.part}.${mutation.slot.path.join('.')}`;
  return mutation.kind === 'remove' ? `${where} left out` : `${where} = ${text(mutation.value)}`;
};

/** The mutations of a request: any slot replaced by any nasty value, any body field removed, an extra one. */
export function mutationArbitrary(request: RequestParts): fc.Arbitrary<Mutation> {
  const slots = slotsOf(request);
  const options: fc.Arbitrary<Mutation>[] = [
    fc.constantFrom(...NASTY_VALUES).map((value): Mutation => ({ kind: 'extra', value })),
  ];
  if (slots.length > 0) {
    options.push(
      fc
        .record({ slot: fc.constantFrom(...slots), value: fc.constantFrom(...NASTY_VALUES) })
        .map(({ slot, value }): Mutation => ({ kind: 'replace', slot, value })),
    );
    const removable = slots.filter((slot) => slot.part !== 'params' && slot.path.length > 0);
    if (removable.length > 0) {
      options.push(fc.constantFrom(...removable).map((slot): Mutation => ({ kind: 'remove', slot })));
    }
  }
  return fc.oneof(...options);
}

/** The request with the mutation applied (a path value is written as text; an empty one is "%00"). */
export function applyMutation(request: RequestParts, mutation: Mutation): RequestParts {
  const next: RequestParts = structuredClone(request);
  if (mutation.kind === 'extra') {
    if (next.body && typeof next.body === 'object' && !Array.isArray(next.body)) {
      next.body = { ...next.body, fuzz_extra_field: mutation.value };
    } else next.query = { ...next.query, fuzz_extra_field: mutation.value };
    return next;
  }
  const { part, path } = mutation.slot;
  if (mutation.kind === 'remove') {
    if (part === 'body') next.body = removeAt(next.body, path);
    else if (part === 'query') delete next.query[String(path[0])];
    return next;
  }
  if (part === 'body') next.body = setAt(next.body, path, mutation.value);
  else if (part === 'query') next.query[String(path[0])] = mutation.value;
  else {
    const text = typeof mutation.value === 'string' ? mutation.value : JSON.stringify(mutation.value);
    next.params[String(path[0])] = text === '' ? '\u0000' : text;
  }
  return next;
}
