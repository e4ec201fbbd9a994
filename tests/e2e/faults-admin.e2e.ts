/** Faults on the administration screens (how: faults.ts). */
import { describe } from 'vitest';
import { useBrowser } from './browser';
import { ADMIN_SCREENS, faultTests } from './faults';

describe('faults on the administration screens', () => {
  faultTests(useBrowser(), ADMIN_SCREENS);
});
