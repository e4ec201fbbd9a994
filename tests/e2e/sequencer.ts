/**
 * The order the e2e spec files start in: longest first, across both projects, so that the workers end
 * together rather than one running a long file alone at the end. Vitest's own order needs the durations of
 * an earlier run on this machine (node_modules/.vite/vitest); a clean clone has none, and then Vitest starts
 * the largest files first, which put two of the longest (accessibility, faults-admin: small files that sweep
 * every screen) last. A file not in the table counts as an average one.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Seconds per `project:spec`, from a full run with two workers (2026-11-26, 22:27 UTC). */
const SECONDS: Record<string, number> = {
  'demo:sign-in': 128,
  'demo:accessibility': 93,
  'demo:admin': 86,
  'demo:phone': 84,
  'demo:workspace': 80,
  'demo:layout': 73,
  'demo:faults-admin': 66,
  'demo:a11y-patterns': 57,
  'stack:production-stack': 53,
  'demo:mock-backend': 48,
  'demo:faults': 46,
  'stack:admin': 37,
  'demo:upload': 37,
  'demo:reports': 37,
  'demo:recycle-bin': 35,
  'stack:preview': 32,
  'demo:two-tabs': 32,
  'demo:row-actions': 29,
  'demo:file-transfer': 29,
  'demo:preview': 26,
  'stack:workspace': 23,
  'demo:watermark-reminder': 23,
  'stack:upload': 22,
  'demo:route-rules': 21,
  'stack:recycle-bin': 19,
  'stack:sign-in': 17,
  'demo:keyboard-journey': 15,
  'stack:file-transfer': 10,
  'demo:hostile-input': 10,
  'stack:reports': 9,
  'demo:recent-files': 9,
  'demo:themes': 8,
  'demo:smoke': 6,
  'demo:nginx': 5,
  'demo:size-budget': 2,
  'demo:production-build': 0,
};

const AVERAGE = 30;

const seconds = (spec: TestSpecification) => {
  const name = /([\w-]+)\.e2e\.ts$/.exec(spec.moduleId)?.[1] ?? '';
  return SECONDS[`${spec.project.name}:${name}`] ?? AVERAGE;
};

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => seconds(b) - seconds(a));
  }
}
