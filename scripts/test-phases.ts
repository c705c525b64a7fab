// `npm test`: lint, type checks, unit tests, API tests, the web build and the browser tests, in this order,
// stopping at the first failure as `a && b && …` did. At the end it prints how long each phase took (issue 23
// point 9: CI shows where its minutes go), also when a phase failed. With TEST_PHASE_TIMES set to a file
// name, it also writes the table there (one `phase<TAB>seconds<TAB>outcome` line each) for `.ci/run`'s
// summary.
//
//   npm test                         every phase
//   node --import tsx scripts/test-phases.ts e2e api     only these phases, in the order above
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';

interface Phase {
  name: string;
  command: string[];
}

// The build is a phase of its own: the e2e phase runs e2e/run.ts on it directly (`npm run test:e2e` would
// build again), and CI's bench reuses it (`--no-build`), so the web app is built once per run.
const PHASES: Phase[] = [
  { name: 'lint', command: ['npm', 'run', 'lint'] },
  { name: 'types', command: ['npm', 'run', 'typecheck'] },
  { name: 'unit', command: ['npm', 'run', 'test:unit'] },
  { name: 'api', command: ['npm', 'run', 'test:api'] },
  { name: 'build', command: ['npm', 'run', 'build'] },
  { name: 'e2e', command: ['node', '--import', 'tsx', 'e2e/run.ts'] },
];

type Outcome = 'ok' | `failed (exit ${string})` | 'not run';

interface PhaseTime {
  name: string;
  seconds: number | null;
  outcome: Outcome;
}

let current: ReturnType<typeof spawn> | undefined;
let interruptedBy: NodeJS.Signals | undefined;

function run(command: string[]): Promise<string> {
  return new Promise((resolve) => {
    const [file, ...args] = command;
    current = spawn(file!, args, { stdio: 'inherit' });
    current.on('exit', (code, signal) => resolve(String(code ?? signal ?? 'unknown')));
    current.on('error', (error) => resolve(error.message));
  });
}

function selectedPhases(names: string[]): Phase[] {
  for (const name of names) {
    if (!PHASES.some((phase) => phase.name === name)) {
      throw new Error(`unknown phase '${name}'; the phases are ${PHASES.map((p) => p.name).join(', ')}`);
    }
  }
  return names.length === 0 ? PHASES : PHASES.filter((phase) => names.includes(phase.name));
}

function table(times: PhaseTime[], totalSeconds: number): string {
  const row = (name: string, seconds: string, outcome: string) =>
    `  ${name.padEnd(8)} ${seconds.padStart(7)}  ${outcome}`;
  return [
    'npm test: phase times',
    ...times.map((t) => row(t.name, t.seconds === null ? '-' : `${t.seconds.toFixed(0)} s`, t.outcome)),
    row('total', `${totalSeconds.toFixed(0)} s`, ''),
  ].join('\n');
}

async function main(): Promise<number> {
  const phases = selectedPhases(process.argv.slice(2));
  const started = Date.now();
  const times: PhaseTime[] = phases.map((phase) => ({ name: phase.name, seconds: null, outcome: 'not run' }));
  let code = 0;
  for (const [index, phase] of phases.entries()) {
    if (code !== 0 || interruptedBy) break;
    console.log(`\n== npm test: ${phase.name} (${phase.command.join(' ')})`);
    const t0 = Date.now();
    const exit = await run(phase.command);
    times[index] = {
      name: phase.name,
      seconds: (Date.now() - t0) / 1000,
      outcome: exit === '0' ? 'ok' : `failed (exit ${exit})`,
    };
    if (exit !== '0') code = Number(exit) || 1;
  }
  if (interruptedBy) code = interruptedBy === 'SIGINT' ? 130 : 143;
  const totalSeconds = (Date.now() - started) / 1000;
  console.log(`\n${table(times, totalSeconds)}`);
  const report = process.env.TEST_PHASE_TIMES;
  if (report) {
    const lines = times.map(
      (t) => `${t.name}\t${t.seconds === null ? '-' : t.seconds.toFixed(0)}\t${t.outcome}`,
    );
    await writeFile(report, `${lines.join('\n')}\n`);
  }
  return code;
}

// A signal stops the run: no later phase starts. Ctrl-C reaches the phase under way through the process
// group (a second SIGINT would cut e2e/run.ts's clean-up short), so the signal is passed on only when the
// phase is still running 5 s later (it was sent to this process alone).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    interruptedBy = signal;
    const child = current;
    setTimeout(() => {
      if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
    }, 5_000).unref();
  });
}

process.exit(
  await main().catch((error: unknown) => {
    console.error(`npm test: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }),
);
