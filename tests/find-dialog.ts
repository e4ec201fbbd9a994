import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The dialog that says `text`. antd names every dialog by one id under test, so dialogs are found by what
 * they say; a closed one may linger in jsdom, hence the first dialog holding the text.
 */
export async function findDialog(text: string | RegExp): Promise<HTMLElement> {
  let found: HTMLElement | null = null;
  await waitFor(
    () => {
      found =
        screen
          .getAllByText(text)
          .map((element) => element.closest<HTMLElement>('[role="dialog"]'))
          .find(Boolean) ?? null;
      expect(found).not.toBeNull();
    },
    { timeout: 10_000 },
  );
  return found!;
}
