/**
 * The open folder's list as a user finds it, in either language: the grid, the toolbar, a file's row by its name
 * and a choice from a row's "more" menu. Labels come from the locale files.
 */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { animationsDone } from './browser';
import { localeText as text, type Language } from './locale-text';

/** `value` matched literally inside a RegExp. */
export const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const listGrid = (page: Page, language: Language) => page.getByRole('grid', { name: text(language, 'workspace:list.label') });

/** The open folder's toolbar (Upload, New folder, the view's controls). */
export const folderTools = (page: Page, language: Language = 'en') =>
  page.getByRole('toolbar', { name: text(language, 'workspace:toolbar.label') });

/** A file's row by its name: its accessible name starts 'name, ' in either language. */
export const fileRowOf = (page: Page, language: Language, name: string) =>
  listGrid(page, language).getByRole('row', { name: new RegExp(`^${escapeRegExp(name)}, `) });

/** Choose `item` in the "more" menu of `row`, the row named `name`, once the menu has finished opening. */
export async function chooseRowAction(page: Page, language: Language, row: Locator, name: string, item: string | RegExp) {
  const more = row.getByRole('button', { name: text(language, 'workspace:rowActions.more', { name }) });
  await more.click();
  await expect.poll(() => more.getAttribute('aria-expanded')).toBe('true');
  await animationsDone(page);
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: item }).click();
}
