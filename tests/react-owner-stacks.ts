import * as React from 'react';

/**
 * React's development build records an "owner stack" for every element it creates: it throws away an Error
 * captured at `createElement`/`jsx` (up to 10,000 per render) and opens a console task. In jsdom that was
 * the largest single cost of the screen tests (a profile of the file list's: 8 s of 79 s in React's element
 * creation, and much of the 9.6 s of garbage collection). The owner stack only enriches what a warning
 * prints; every warning React gives is still given (and still fails the test: console-guard.ts). So the
 * tests tell React the per-render budget is spent: it falls back to its "unknown owner" stack, as it does
 * itself after 10,000 elements.
 */
export function skipOwnerStacks() {
  const internals = (React as unknown as Record<string, { recentlyCreatedOwnerStacks?: number } | undefined>)
    .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  if (!internals || !('recentlyCreatedOwnerStacks' in internals)) return;
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { configurable: true, get: () => Number.MAX_SAFE_INTEGER, set: () => {} });
}
