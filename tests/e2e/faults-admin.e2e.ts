/** Faults on the administration screens (how: faults.ts). */
import { describe, it } from 'vitest';
import { useBrowser } from './browser';
import { ADMIN_SCREENS, faultEveryScreen } from './faults';

describe('faults on every administration screen', () => {
  const e2e = useBrowser();

  it('every screen shows the message of each kind of failure, keeps the shell and recovers its data', async () => {
    await faultEveryScreen(e2e, ADMIN_SCREENS);
  }, 600_000);
});
