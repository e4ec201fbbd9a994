/**
 * The undo facility: a notice with Undo for 10 s, announced politely; Ctrl+Z / ⌘Z runs the last undo once,
 * except in a text field; after 10 s nothing is left to undo. The actions' own undos are tested with them.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emulatePhoneWidth } from '@tests/phone-width';
import { renderWithProviders } from '@tests/render';
import { findUndoButton, pressUndoKeys, undoButton } from '@tests/undo-notice';
import { offerUndo, UNDO_SECONDS } from './undo';

afterEach(() => {
  vi.useRealTimers();
});

describe('undo', () => {
  it('shows a status notice with Undo for 10 s; then it is gone and Ctrl+Z does nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderWithProviders(<p>Screen</p>);
    const undo = vi.fn(async () => undefined);
    offerUndo({ message: 'File a.pdf set invalid', undo, refresh: async () => undefined });
    const button = await findUndoButton();
    const notice = button.closest<HTMLElement>('[role="status"]')!;
    expect(within(notice).getByText('File a.pdf set invalid')).toBeInTheDocument();
    expect(
      within(screen.getByRole('status', { name: 'Announcements' })).getByText(/^File a\.pdf set invalid\. Undo within 10 s/),
    ).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(UNDO_SECONDS * 1000));
    await waitFor(() => expect(undoButton()).toBeNull());
    pressUndoKeys(document.body);
    expect(undo).not.toHaveBeenCalled();
  });

  it("Ctrl+Z in a text field is the field's own; elsewhere ⌘Z undoes the last change once", async () => {
    await renderWithProviders(<input aria-label="Note" />);
    const earlier = vi.fn(async () => undefined);
    const undo = vi.fn(async () => undefined);
    const refresh = vi.fn(async () => undefined);
    offerUndo({ message: 'Moved', undo: earlier, refresh });
    offerUndo({ message: 'Renamed', undo, refresh });
    await findUndoButton();

    const field = screen.getByRole('textbox', { name: 'Note' });
    field.focus();
    pressUndoKeys(field);
    expect(undo).not.toHaveBeenCalled();

    pressUndoKeys(document.body, { meta: true });
    pressUndoKeys(document.body, { meta: true });
    expect(undo).toHaveBeenCalledTimes(1);
    expect(earlier).not.toHaveBeenCalled();
    expect(await screen.findByText('Undone')).toBeInTheDocument();
    expect(refresh).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(undoButton()).toBeNull());
  });

  it("the Undo button is reached by Tab; a refused undo shows the call's message", async () => {
    await renderWithProviders(<button type="button">Before</button>);
    const refresh = vi.fn(async () => undefined);
    offerUndo({ message: 'Renamed', undo: () => Promise.reject(new Error('The name is taken')), refresh });
    const button = await findUndoButton();
    screen.getByRole('button', { name: 'Before' }).focus();
    // The notice's own close button may come first.
    for (let step = 0; step < 3 && document.activeElement !== button; step += 1) await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('The name is taken')).toBeInTheDocument();
    // Refreshed after a refusal too: a batch undone part-way has changed what it did before it stopped.
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  describe('on a phone', () => {
    emulatePhoneWidth();

    it('the notice holds what was done and Undo; the hint is only announced', async () => {
      await renderWithProviders(<p>Screen</p>);
      offerUndo({ message: 'File a.pdf set invalid', undo: async () => undefined, refresh: async () => undefined });
      const notice = (await findUndoButton()).closest<HTMLElement>('[role="status"]')!;
      expect(within(notice).getByText('File a.pdf set invalid')).toBeInTheDocument();
      expect(within(notice).queryByText(/Undo within 10 s/)).toBeNull();
      expect(
        within(screen.getByRole('status', { name: 'Announcements' })).getByText(/^File a\.pdf set invalid\. Undo within 10 s/),
      ).toBeInTheDocument();
    });
  });
});
