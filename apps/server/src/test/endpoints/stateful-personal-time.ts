import {
  createPersonalTime,
  deletePersonalTime,
  getCalendarWeek,
  updatePersonalTime,
} from '@paybook/contracts/endpoints/calendar';
import { addDays, personalTimeProblem, personalTimeTitle } from '@paybook/domain';
import fc from 'fast-check';
import { expect } from 'vitest';
import { at, nextWeekday, ZONE } from '../../modules/calendar/calendar-test-setup.ts';
import { answerOf, call, expectRefusal, expectReplay, expectStatus, type KeyedAdd } from './stateful-call.ts';
import type { SequenceMerchant } from './stateful-merchant.ts';
import { pick, pickOf, type Step, step, type WeightedSteps } from './stateful-steps.ts';

// Issue 23 point 4, stateful sequences of personal time on two providers' calendars (spec 1 §5, §7):
// added, moved, deleted and used again after the delete, in one week two weeks ahead. The calendar week
// (read through a node cache, decision 59) must show exactly the model's blocks after each change, and
// a provider's blocks never overlap (ARCHITECTURE.md "No double booking": 409).

type Block = { id: number; providerId: number; title: string; start_at: string; end_at: string };
export type PersonalTimeModel = {
  week: string;
  blocks: Block[];
  gone: Block[];
  /** Adds sent with an Idempotency-Key, to repeat later. */
  keyedAdds: KeyedAdd<typeof createPersonalTime>[];
};
type TimeStep = Step<PersonalTimeModel, SequenceMerchant>;

/** A Sunday two weeks ahead: the merchant's week starts on Sunday, and nothing is past the edit window. */
export const emptyPersonalTimeModel = (): PersonalTimeModel => ({
  week: nextWeekday(0, 2),
  blocks: [],
  gone: [],
  keyedAdds: [],
});

/** A block of the week: a day, a start on the half hour from 07:00, 0 to 3 hours long (0 is refused). */
const times = fc.record({
  title: fc.constantFrom('', 'Lunch', '  Dentist  ', '😀 break', 'x'.repeat(201)),
  day: fc.integer({ min: 0, max: 6 }),
  start: fc.integer({ min: 14, max: 38 }),
  halfHours: fc.integer({ min: 0, max: 6 }),
});
type Times = typeof times extends fc.Arbitrary<infer T> ? T : never;

const clock = (halfHours: number) =>
  `${String(Math.floor(halfHours / 2)).padStart(2, '0')}:${halfHours % 2 ? '30' : '00'}`;

function bodyOf(model: Readonly<PersonalTimeModel>, given: Times) {
  const date = addDays(model.week, given.day);
  const end = given.start + given.halfHours;
  // Past midnight: the next day's wall clock.
  const endAt = end >= 48 ? at(addDays(date, 1), clock(end - 48)) : at(date, clock(end));
  return { title: given.title, start_at: at(date, clock(given.start)), end_at: endAt };
}

const overlaps = (a: Pick<Block, 'start_at' | 'end_at'>, b: Pick<Block, 'start_at' | 'end_at'>) =>
  a.start_at < b.end_at && b.start_at < a.end_at;

/** The status a save answers: 400 for what the declaration or spec 1 §5 refuses, 409 for an overlap. */
function expectedStatus(
  model: Readonly<PersonalTimeModel>,
  endpoint: typeof createPersonalTime | typeof updatePersonalTime,
  body: ReturnType<typeof bodyOf>,
  providerId: number,
  selfId?: number,
): number {
  if (!endpoint.body.safeParse(body).success) return 400;
  if (personalTimeProblem(new Date(body.start_at), new Date(body.end_at), ZONE)) return 400;
  const others = model.blocks.filter((block) => block.providerId === providerId && block.id !== selfId);
  return others.some((block) => overlaps(block, body)) ? 409 : 0;
}

/** The provider's week holds exactly the model's blocks of that provider. */
async function expectWeek(model: PersonalTimeModel, real: SequenceMerchant, providerId: number) {
  const params = { serviceProviderId: providerId, weekStart: model.week };
  const week = answerOf(getCalendarWeek, await call(real.client, getCalendarWeek, { params }), 200);
  const shown = week.days
    .flatMap((day) => day.items)
    .filter((item) => item.calendar_item_type === 'personal_time')
    .map((item) => ({
      id: item.id,
      providerId: item.provider.id,
      title: item.title,
      start_at: item.start_at,
      end_at: item.end_at,
    }));
  const byId = (a: Block, b: Block) => a.id - b.id;
  const expected = model.blocks.filter((block) => block.providerId === providerId);
  expect(shown.sort(byId), `personal time of provider ${providerId}`).toEqual(expected.sort(byId));
}

/** Now and then with an Idempotency-Key, which a later step repeats. */
const add = fc.record({ provider: pick(), times, key: fc.option(fc.uuid()) }).map(
  (given): TimeStep =>
    step(
      'add personal time',
      given,
      () => true,
      async (model, real) => {
        const providerId = pickOf(real.providerIds, given.provider)!;
        const body = bodyOf(model, given.times);
        const status = expectedStatus(model, createPersonalTime, body, providerId);
        const params = { serviceProviderId: providerId };
        const idempotencyKey = given.key ?? undefined;
        const response = await call(real.client, createPersonalTime, { params, body, idempotencyKey });
        if (status !== 0) expectStatus(createPersonalTime, response, status);
        else {
          const answer = answerOf(createPersonalTime, response, 201);
          const title = personalTimeTitle(body.title);
          // spec 1 §3 Personal time as the answer; the week shows it the same way.
          expect(answer).toEqual({ id: answer.id, service_provider_id: providerId, ...body, title });
          model.blocks.push({ id: answer.id, providerId, ...body, title });
          if (idempotencyKey) model.keyedAdds.push({ params, body, key: idempotencyKey, answer });
        }
        await expectWeek(model, real, providerId);
      },
    ),
);

const hasBlock = (model: Readonly<PersonalTimeModel>) => model.blocks.length > 0;

/** A move (and new title); through the other provider's calendar the block is not found. */
const move = fc
  .record({ which: pick(), times, throughOther: fc.oneof(fc.constant(false), fc.boolean()) })
  .map(
    (given): TimeStep =>
      step('move personal time', given, hasBlock, async (model, real) => {
        const block = pickOf(model.blocks, given.which)!;
        const other = real.providerIds.find((id) => id !== block.providerId)!;
        const providerId = given.throughOther ? other : block.providerId;
        const body = bodyOf(model, given.times);
        const params = { serviceProviderId: providerId, personalTimeId: block.id };
        const response = await call(real.client, updatePersonalTime, { params, body });
        const status = !updatePersonalTime.body.safeParse(body).success
          ? 400
          : given.throughOther
            ? 404
            : expectedStatus(model, updatePersonalTime, body, providerId, block.id);
        if (status !== 0) expectStatus(updatePersonalTime, response, status);
        else {
          answerOf(updatePersonalTime, response, 200);
          Object.assign(block, { ...body, title: personalTimeTitle(body.title) });
        }
        await expectWeek(model, real, block.providerId);
      }),
  );

const remove = pick().map(
  (which): TimeStep =>
    step('delete personal time', { which }, hasBlock, async (model, real) => {
      const block = pickOf(model.blocks, which)!;
      const params = { serviceProviderId: block.providerId, personalTimeId: block.id };
      expect(
        answerOf(deletePersonalTime, await call(real.client, deletePersonalTime, { params }), 200),
      ).toEqual({
        ok: true,
      });
      model.blocks = model.blocks.filter((other) => other !== block);
      model.gone.push(block);
      await expectWeek(model, real, block.providerId);
    }),
);

/** Deleted personal time can be neither moved nor deleted again, and frees its time. */
const gone = pick().map(
  (which): TimeStep =>
    step(
      'use deleted personal time',
      { which },
      (model) => model.gone.length > 0,
      async (model, real) => {
        const block = pickOf(model.gone, which)!;
        const params = { serviceProviderId: block.providerId, personalTimeId: block.id };
        const body = { title: 'Again', start_at: block.start_at, end_at: block.end_at };
        await expectRefusal(real.client, updatePersonalTime, { params, body }, 404);
        await expectRefusal(real.client, deletePersonalTime, { params }, 404);
        await expectWeek(model, real, block.providerId);
      },
    ),
);

/** A keyed add repeated, also after a move or delete: the first answer, and the week as it is. */
const repeat = pick().map(
  (which): TimeStep =>
    step(
      'repeat keyed add',
      { which },
      (model) => model.keyedAdds.length > 0,
      async (model, real) => {
        const added = pickOf(model.keyedAdds, which)!;
        const other = { ...added.body, title: `${added.body.title ?? ''} 2` };
        await expectReplay(real.client, createPersonalTime, added, 201, other);
        await expectWeek(model, real, Number(added.params.serviceProviderId));
      },
    ),
);

const week = pick().map(
  (which): TimeStep =>
    step(
      'read week',
      { which },
      () => true,
      (model, real) => expectWeek(model, real, pickOf(real.providerIds, which)!),
    ),
);

export const personalTimeSteps: WeightedSteps<PersonalTimeModel, SequenceMerchant> = [
  { arbitrary: add, weight: 3 },
  { arbitrary: move, weight: 2 },
  { arbitrary: remove, weight: 2 },
  { arbitrary: gone, weight: 1 },
  { arbitrary: week, weight: 1 },
  { arbitrary: repeat, weight: 1 },
];
