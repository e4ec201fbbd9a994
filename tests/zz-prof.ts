import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
import { afterAll } from 'vitest';
const g = globalThis as unknown as { __prof?: Session };
if (!g.__prof) {
  g.__prof = new Session();
  g.__prof.connect();
  await g.__prof.post('Profiler.enable');
  await g.__prof.post('Profiler.start');
}
afterAll(async () => {
  const { profile } = await g.__prof!.post('Profiler.stop');
  writeFileSync(`/tmp/unit-${process.pid}.cpuprofile`, JSON.stringify(profile));
  await g.__prof!.post('Profiler.start');
});
