/** Faults on the administration screens (how: faults.ts). */
import { describe, it } from 'vitest';
import { useBrowser } from './browser';
import { ADMIN_SCREENS, faultEveryScreen } from './faults';

describe('faults on the administration screens', () => {
  const e2e = useBrowser();

  it('each screen of the sample shows the message of a kind of failure, keeps the shell and recovers its data', async () => {
    await faultEveryScreen(e2e, ADMIN_SCREENS);
  }, 600_000);
});
