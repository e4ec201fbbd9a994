import { screen } from '@testing-library/react';
import { renderApp } from './render';
import { signInAs } from './sign-in-as';

/**
 * Sign in as the system manager, open the screen at `path` and wait until its list says how many records
 * it holds (`total`: that exact text, or any count).
 */
export async function openListAsAdmin(path: string, total: string | RegExp = /^Total \d+ records$/) {
  signInAs('admin');
  await renderApp(path);
  await screen.findByText(total, undefined, { timeout: 10_000 });
}

/** A table row's cells in column order, the row's name (a row header, th scope="row") among them. */
export const cellsOf = (row: HTMLElement) => [...row.querySelectorAll<HTMLElement>(':scope > td, :scope > th')];
