import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The API files that take far longer than the rest, measured on CI's machine (decision 141). Vitest starts
 * the files whose durations it has cached longest first, but a clean clone has no cache and it falls back to
 * "larger files first": the fuzzing file, 6 KB and 140–160 s, then started among the last and ran alone at
 * the end while the other worker sat idle. Listed here, they start first and the short files fill the other
 * worker around them. A file that gets slow belongs here; a listed file that went away is ignored.
 */
export const LONG_API_FILES: readonly string[] = [
  'apps/server/src/http/fuzz.routes.test.ts',
  'apps/server/src/two-nodes-kill.test.ts',
  'apps/server/src/cluster.test.ts',
  'apps/server/src/db/embedded-restart.test.ts',
];

/**
 * Orders files as Vitest does (one project after another), then moves the long files, in the list's order,
 * to the front of their project's files.
 */
export default class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const at = LONG_API_FILES.indexOf(relative(this.ctx.config.root, file.moduleId));
      return at < 0 ? LONG_API_FILES.length : at;
    };
    const projects = [...new Set(sorted.map((file) => file.project.name))];
    // Array.prototype.sort is stable: files outside the list keep Vitest's order.
    return projects.flatMap((name) =>
      sorted.filter((file) => file.project.name === name).sort((a, b) => rank(a) - rank(b)),
    );
  }
}
