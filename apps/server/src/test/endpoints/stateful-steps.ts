import fc from 'fast-check';

// Issue 23 point 4, stateful sequences: fast-check's model-based testing. A step is an fc.AsyncCommand:
// `check` says whether the model allows it (an update needs a live object), `run` calls the API, checks
// the answer and the read-back against the model, and updates the model. Steps name the objects they
// touch by a number taken modulo what the model holds when they run, so a shrunk sequence still fits.

export type Step<Model extends object, Real> = fc.AsyncCommand<Model, Real> & { readonly name: string };

/**
 * A step from its name (counted in the summary), what it was given (a failure prints both), when it
 * applies, and what it does.
 */
export function step<Model extends object, Real>(
  name: string,
  given: unknown,
  applies: (model: Readonly<Model>) => boolean,
  run: (model: Model, real: Real) => Promise<void>,
): Step<Model, Real> {
  const label = given === undefined ? name : `${name} ${JSON.stringify(given)}`;
  return { name, check: applies, run, toString: () => label };
}

/** The `pick`-th of `items` (modulo their count); undefined when there are none. */
export const pickOf = <T>(items: readonly T[], pick: number): T | undefined =>
  items.length === 0 ? undefined : items[pick % items.length];

/** Values of a body field: nine in ten from `kept`, the rest from `refused` (a 400 the model expects). */
export const mostly = <T>(kept: fc.Arbitrary<T>, refused: fc.Arbitrary<T>): fc.Arbitrary<T> =>
  fc.oneof({ weight: 9, arbitrary: kept }, { weight: 1, arbitrary: refused });

/** Text someone could type: any graphemes (emoji, accents, other scripts), not blank. */
export const typedText = (maxLength: number) =>
  fc.string({ unit: 'grapheme', minLength: 1, maxLength }).filter((text) => text.trim() !== '');

/** A number that names one of a model's objects when the step runs. */
export const pick = () => fc.nat({ max: 1000 });

/**
 * A group's steps with how often each is drawn: adds more often than the steps that need an object, so
 * that a sequence soon has objects to read, change and delete.
 */
export type WeightedSteps<Model extends object, Real> = {
  arbitrary: fc.Arbitrary<Step<Model, Real>>;
  weight: number;
}[];

export type SequenceOptions = { seed: number; runs: number; maxCommands: number };

/**
 * `runs` sequences of up to `maxCommands` steps, each on a fresh model and system from `setup`; throws
 * fast-check's report (seed, path and the shrunk sequence) when a step fails. Answers how many times
 * each step ran, by name.
 */
export async function checkSequences<Model extends object, Real>(
  setup: () => Promise<{ model: Model; real: Real }>,
  steps: WeightedSteps<Model, Real>,
  options: SequenceOptions,
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const counted = steps.map(({ arbitrary, weight }) => ({
    weight,
    arbitrary: arbitrary.map(
      (original): Step<Model, Real> => ({
        ...original,
        run: (model, real) => {
          counts.set(original.name, (counts.get(original.name) ?? 0) + 1);
          return original.run(model, real);
        },
        toString: () => String(original),
      }),
    ),
  }));
  // Any length up to the maximum (fast-check's default size would stop at 10), steps drawn by weight.
  const sequences = fc.commands([fc.oneof(...counted)], { maxCommands: options.maxCommands, size: 'max' });
  await fc.assert(
    fc.asyncProperty(sequences, (sequence) => fc.asyncModelRun(setup, sequence)),
    { seed: options.seed, numRuns: options.runs },
  );
  return counts;
}

/** One line: the steps run, in all and by name. */
export function describeCounts(counts: ReadonlyMap<string, number>): string {
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  const each = [...counts].map(([name, count]) => `${name} ${count}`).join(', ');
  return `${total} steps (${each})`;
}
