import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { escapeRegExp } from './workspace-list';

/** The newest dialog (a closed one may linger while its closing animation never ends in jsdom). */
export const dialog = () => screen.getAllByRole('dialog').at(-1)!;

/**
 * A button by its aria-label or visible text. Whole-page getByRole('button') is avoided: with antd's
 * styles jsdom needs seconds per button to decide visibility.
 */
export const button = (name: string) => (screen.queryByLabelText(name) ?? screen.getByText(name).closest('button')) as HTMLElement;

/**
 * A submit button's accessible name, also while it shows its loading icon, whose label "loading" joins the
 * name: while the form sends, and in jsdom after it sent (the icon's leave animation never ends there).
 */
export const submitName = (label: string) => new RegExp(`^(loading )?${escapeRegExp(label)}$`);

/** Type into a field quickly (paste), then leave it so blur validation runs. */
export async function fill(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
  await userEvent.tab();
}

/**
 * Press the newest dialog's button `name` (its OK button: Save unless told). A confirmation can come a moment
 * after the press that asked for it (antd's dialogs load on their first use, src/lib/app-feedback.ts): the
 * button is waited for.
 */
export async function pressInDialog(name = 'Save') {
  await userEvent.click(await waitFor(() => within(dialog()).getByRole('button', { name })));
}
