/**
 * The order the e2e spec files start in: one project's files after the other's, each project's longest first.
 * - Longest first, so that the workers end together rather than one running a long file alone at the end.
 *   Vitest's own order needs the durations of an earlier run on this machine (node_modules/.vite/vitest); a
 *   clean clone has none, and then Vitest starts the largest files first, which put two of the longest
 *   (accessibility, faults-admin: small files that sweep every screen) last. A file not in the table counts
 *   as an average one.
 * - One project after the other: Vitest keeps a worker for the next file in its queue only when that file is
 *   of the same project. Alternating projects would end a worker at each change, and the next one would start
 *   its modules, its Chromium, its stack and a context whose first page compiles every script afresh.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Seconds per `project:spec` in a full run (only their order matters here). */
const SECONDS: Record<string, number> = {
  'demo:layout': 182,
  'demo:phone': 160,
  'stack:production-stack': 139,
  'demo:a11y-patterns': 120,
  'demo:workspace': 101,
  'stack:preview': 80,
  'demo:sign-in': 75,
  'demo:admin': 72,
  'demo:accessibility': 67,
  'stack:admin': 61,
  'demo:faults-admin': 50,
  'demo:keyboard-journey': 50,
  'demo:watermark-reminder': 48,
  'demo:faults': 45,
  'stack:many-people': 41,
  'demo:upload': 39,
  'stack:upload': 38,
  'stack:recycle-bin': 37,
  'demo:route-rules': 36,
  'stack:workspace': 33,
  'stack:sign-in': 29,
  'demo:row-actions': 26,
  'demo:hostile-input': 24,
  'stack:file-transfer': 24,
  'demo:recent-files': 22,
  'demo:recycle-bin': 19,
  'demo:mock-backend': 18,
  'demo:preview': 60,
  'stack:compare': 45,
  'demo:compare': 40,
  'stack:undo': 30,
  'demo:undo': 30,
  'demo:two-tabs': 17,
  'stack:reports': 17,
  'demo:file-transfer': 16,
  'demo:smoke': 16,
  'demo:themes': 16,
  'demo:reports': 13,
  'demo:nginx': 10,
  'demo:stack-local': 7,
  'demo:size-budget': 7,
  'demo:browser-launch': 6,
  'demo:production-build': 0,
};

const AVERAGE = 30;

const seconds = (spec: TestSpecification) => {
  const name = /([\w-]+)\.e2e\.ts$/.exec(spec.moduleId)?.[1] ?? '';
  return SECONDS[`${spec.project.name}:${name}`] ?? AVERAGE;
};

/** The stack's files first: the demo's include the shortest, which then even out the workers' ends. */
const projectRank = (spec: TestSpecification) => (spec.project.name === 'stack' ? 0 : 1);

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => projectRank(a) - projectRank(b) || seconds(b) - seconds(a));
  }
}
