/**
 * Once per e2e run, before the spec files: sign in each demo account that specs start signed in with, in
 * one Chromium, and hand what that left in localStorage to every file (`startSignedIn`). Signing in is
 * the subject of sign-in.e2e.ts and keyboard-journey.e2e.ts; elsewhere it only costs time (the captcha
 * shows its success tip for 1.5 s, as the spec asks), so it is done here three times instead of once per
 * account per file.
 */
import type { TestProject } from 'vitest/node';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser';
import { storageAfterSignIn, type DemoAccount } from './sign-in';

/** What each account's sign-in left in localStorage, and when (ms since the epoch) it signed in. */
export type SignedInStorage = Partial<Record<DemoAccount, { entries: Record<string, string>; at: number }>>;

declare module 'vitest' {
  export interface ProvidedContext {
    signedIn: SignedInStorage;
  }
}

const ACCOUNTS: DemoAccount[] = ['admin', 'staff', 'guest'];

/**
 * Both projects' setups run in the one main process, but Vitest loads this module once per project: the
 * sign-ins are kept on the process, so the second project's setup takes the first one's.
 */
const SIGNED_IN = Symbol.for('dms.e2e.signedIn');
const processWide = globalThis as typeof globalThis & { [SIGNED_IN]?: Promise<SignedInStorage> };

async function signInAll(): Promise<SignedInStorage> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const entries = await Promise.all(
      ACCOUNTS.map(async (who) => [who, { entries: await storageAfterSignIn(browser, who), at: Date.now() }] as const),
    );
    return Object.fromEntries(entries);
  } finally {
    await browser.close();
  }
}

export default async function setup(project: TestProject) {
  processWide[SIGNED_IN] ??= signInAll();
  project.provide('signedIn', await processWide[SIGNED_IN]);
}
