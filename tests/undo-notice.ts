/** The undo notice (src/lib/undo.tsx) as a user finds it. */
import { fireEvent, screen, waitFor } from '@testing-library/react';

/** The Undo button of the notice on screen, or null (jsdom never ends a leaving notice's motion: it stays, leaving). */
export const undoButton = () =>
  screen.queryAllByRole('button', { name: 'Undo' }).find((button) => !button.closest('[class*="-leave"]')) ?? null;

export const findUndoButton = (options = { timeout: 15_000 }) =>
  waitFor(() => {
    const button = undoButton();
    if (!button) throw new Error('No Undo button on screen');
    return button;
  }, options);

/** Ctrl+Z (or ⌘Z) pressed with the focus on `target`. */
export const pressUndoKeys = (target: Element = document.body, { meta = false } = {}) =>
  fireEvent.keyDown(target, { key: 'z', ctrlKey: !meta, metaKey: meta });
