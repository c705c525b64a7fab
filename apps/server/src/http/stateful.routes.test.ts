// Issue 23 point 4, stateful sequences: for the main entities, fast-check generates sequences of adds,
// reads, edits, deletes and reads again through their declared endpoints (fc.commands, fc.asyncModelRun),
// each on a merchant of its own, and compares every answer with a simple model: an object reads back as
// it was sent, a list holds exactly the model's objects, a deleted object answers 404 on every call that
// names it and is gone from the lists; no answer is a 5xx or a status its declaration leaves out
// (decision 106). Fixed seed 23 and 15 sequences per entity group in CI; `npm run fuzz -- --only stateful
// --seed random --sequences N` for more.
import { todayInTimeZone } from '@paybook/domain';
import { beforeAll, describe, it } from 'vitest';
import { itemSteps } from '../test/endpoints/stateful-catalogue-items.ts';
import { emptyCatalogueModel } from '../test/endpoints/stateful-catalogue-model.ts';
import { commentSteps } from '../test/endpoints/stateful-comments.ts';
import { emptyCustomersModel } from '../test/endpoints/stateful-customer-model.ts';
import { customerSteps } from '../test/endpoints/stateful-customers.ts';
import { feeSteps } from '../test/endpoints/stateful-fee-structures.ts';
import { sequenceMerchant } from '../test/endpoints/stateful-merchant.ts';
import { emptyPersonalTimeModel, personalTimeSteps } from '../test/endpoints/stateful-personal-time.ts';
import { emptyReportsModel, savedReportSteps } from '../test/endpoints/stateful-saved-reports.ts';
import { checkSequences, describeCounts, type SequenceOptions } from '../test/endpoints/stateful-steps.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 23);
const RUNS = Number(process.env.STATEFUL_RUNS ?? 15);
const options = (maxCommands: number, offset: number): SequenceOptions => ({
  seed: SEED + offset,
  runs: RUNS,
  maxCommands,
});

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);

describe(`stateful sequences (issue 23 point 4, seed ${SEED}, ${RUNS} sequences each)`, () => {
  it('customers and their timeline comments', async () => {
    const setup = async () => ({ model: emptyCustomersModel(), real: await sequenceMerchant(t) });
    const counts = await checkSequences(setup, [...customerSteps, ...commentSteps], options(24, 0));
    console.info(`customers and comments: ${describeCounts(counts)}`);
  }, 300_000);

  it('catalogue items and the taxes, fees and discounts attached to them', async () => {
    const setup = async () => ({
      model: emptyCatalogueModel(todayInTimeZone('America/Denver')),
      real: await sequenceMerchant(t),
    });
    const counts = await checkSequences(setup, [...itemSteps, ...feeSteps], options(24, 1));
    console.info(`items and fees: ${describeCounts(counts)}`);
  }, 300_000);

  it('saved reports of two report types', async () => {
    const setup = async () => ({ model: emptyReportsModel(), real: await sequenceMerchant(t) });
    const counts = await checkSequences(setup, savedReportSteps, options(12, 2));
    console.info(`saved reports: ${describeCounts(counts)}`);
  }, 300_000);

  it("personal time on two providers' calendars", async () => {
    const setup = async () => ({ model: emptyPersonalTimeModel(), real: await sequenceMerchant(t, 2) });
    const counts = await checkSequences(setup, personalTimeSteps, options(12, 3));
    console.info(`personal time: ${describeCounts(counts)}`);
  }, 300_000);
});
