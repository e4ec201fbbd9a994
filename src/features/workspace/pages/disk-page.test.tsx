import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEED_FOLDERS } from '@mocks/db/seed';
import { mockControl } from '@mocks/test-hook';
import { renderApp } from '@tests/render';
import { signInAs } from '@tests/sign-in-as';
import { stubLayoutForVirtualLists } from '@tests/virtual-layout';

stubLayoutForVirtualLists();
vi.setConfig({ testTimeout: 60_000 });

const SLOW = { timeout: 15_000 };

describe('/disk', () => {
  it('shows the folder as cards, switches to a list, and remembers the choice', async () => {
    signInAs('staff');
    const first = await renderApp(`/disk?dir=${SEED_FOLDERS.rnd}`);
    const cards = await screen.findByRole('grid', { name: 'Files and folders as cards' }, SLOW);
    const drawings = await within(cards).findByRole('row', { name: 'Drawings, folder' });
    expect(drawings.querySelector('[data-icon-type="folder"]')).not.toBeNull();
    await userEvent.click(screen.getByText('List'));
    await screen.findByLabelText('Files and folders', { selector: '[role="grid"]' }, SLOW);
    expect(JSON.parse(localStorage.getItem('diskView')!)).toBe('list');
    first.unmount();
    await renderApp(`/disk?dir=${SEED_FOLDERS.rnd}`);
    const grid = await screen.findByLabelText('Files and folders', { selector: '[role="grid"]' }, SLOW);
    await within(grid).findByRole('row', { name: 'Drawings, folder' });
  });

  it('opens a folder card and keeps the view in the URL', async () => {
    signInAs('staff');
    const { router } = await renderApp(`/disk?dir=${SEED_FOLDERS.rnd}`);
    const cards = await screen.findByRole('grid', { name: 'Files and folders as cards' }, SLOW);
    await userEvent.dblClick(await within(cards).findByRole('row', { name: 'Drawings, folder' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?dir=${SEED_FOLDERS.drawings}`));
    expect(router.state.location.pathname).toBe('/disk');
  });

  it('a card has the row menu of the list, by its button or a right click: file actions on a file, folder actions on a folder', async () => {
    signInAs('staff');
    await renderApp(`/disk?dir=${SEED_FOLDERS.projectX200}`);
    const cards = await screen.findByRole('grid', { name: 'Files and folders as cards' }, SLOW);
    const file = (await within(cards).findAllByRole('row', { name: /file, / }))[0];
    const name = file.getAttribute('aria-label')!.split(',')[0];
    await userEvent.click(within(file).getByRole('button', { name: `More actions on ${name}` }));
    const menu = (await screen.findAllByRole('menu')).at(-1)!;
    expect(within(menu).getByRole('menuitem', { name: /Operation log/ })).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Operation log/ }));
    expect(await screen.findByText(`Operation log of ${name}`, undefined, SLOW)).toBeInTheDocument();
    // A folder card's menu has the folder's actions, not a file's.
    const folder = (await within(cards).findAllByRole('row', { name: /, folder$/ }))[0];
    const folderName = folder.getAttribute('aria-label')!.replace(/, folder$/, '');
    await userEvent.click(within(folder).getByRole('button', { name: `More actions on ${folderName}` }));
    const folderMenu = (await screen.findAllByRole('menu')).at(-1)!;
    expect(within(folderMenu).getByRole('menuitem', { name: /Rename/ })).toBeInTheDocument();
    expect(within(folderMenu).queryByRole('menuitem', { name: /Operation log/ })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    fireEvent.contextMenu(file, { clientX: 40, clientY: 40 });
    await waitFor(() =>
      expect(screen.getAllByRole('menu').some((m) => within(m).queryByRole('menuitem', { name: /Download/ }))).toBe(true),
    );
  });

  it('shows a failed listing and stays usable', async () => {
    signInAs('staff');
    mockControl.fail('/dms/files/showPageByDirId*', 'errno', 'Storage unavailable');
    await renderApp(`/disk?dir=${SEED_FOLDERS.rnd}`);
    expect(await screen.findByText('Storage unavailable', undefined, SLOW)).toBeInTheDocument();
    mockControl.clear();
    await userEvent.click(screen.getByText('Retry'));
    const cards = await screen.findByRole('grid', { name: 'Files and folders as cards' }, SLOW);
    await within(cards).findByRole('row', { name: 'Drawings, folder' });
  });
});
