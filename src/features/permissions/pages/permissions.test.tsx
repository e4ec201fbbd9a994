import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mocks/db';
import { mockControl } from '@mocks/test-hook';
import { renderApp } from '@tests/render';
import { button, dialog, pressInDialog } from '@tests/dialog-form';
import { signInAs } from '@tests/sign-in-as';

/** Open a Select by its label and pick the option with this title. */
async function choose(label: string, option: string, scope: HTMLElement = document.body) {
  await userEvent.click(within(scope).getByRole('combobox', { name: label }));
  const options = await screen.findAllByTitle(option);
  await userEvent.click(options.at(-1)!);
}

/** The tree node (row) holding a folder's name. */
const treeNode = (name: string) =>
  screen.getByText(name, { selector: '.ant-tree-title span span' }).closest('.ant-tree-treenode') as HTMLElement;

describe('permission configuration', () => {
  it('sets a role’s permission with inherit on a folder; the subfolders show it as inherited', async () => {
    signInAs('admin');
    await renderApp('/authConfig?roleId=4');
    await screen.findByText('Procurement & Suppliers', { selector: '.ant-tree-title span span' }, { timeout: 10_000 });
    await userEvent.click(screen.getByText('Procurement & Suppliers', { selector: '.ant-tree-title span span' }));
    await screen.findByText('Permission on Procurement & Suppliers');
    await choose('Directory level', '3 · Add subfolder');
    await choose('File level', '30 · Download');
    expect(screen.getByRole('checkbox', { name: 'Inherit: pass down to subfolders' })).toBeChecked();
    // Auditor's maximum directory level is 1: the screen says the level will be lowered.
    expect(screen.getByText(/The role's maximum \(1 · See \/ 30 · Download\) lowers these levels/)).toBeInTheDocument();

    mockControl.fail('/dms/authority/saveDirGrant', 'errno', 'Permission store is read-only');
    await userEvent.click(button('Save permission'));
    expect(await screen.findByText('Permission store is read-only')).toBeInTheDocument();
    mockControl.clear();
    await userEvent.click(button('Save permission'));
    await screen.findByText('The permission has been saved');
    expect(db().folderGrants.find((g) => g.roleId === '4' && g.dirId === '4')).toMatchObject({ dirLevel: 3, fileLevel: 30, inherit: true });

    await userEvent.click(treeNode('Procurement & Suppliers').querySelector('.ant-tree-switcher')!);
    const child = await waitFor(() => treeNode('Approved Vendor List'));
    expect(child).toHaveTextContent('inherited from Procurement & Suppliers');
    expect(child).toHaveTextContent('1 · See');
  });

  it('explains a user’s level on a folder with the role that gave it', async () => {
    signInAs('admin');
    await renderApp('/userAuth');
    const userBox = await screen.findByRole('combobox', { name: 'User' }, { timeout: 10_000 });
    await userEvent.click(button('Explain'));
    expect(await screen.findByText('Please choose the user')).toBeInTheDocument();
    // Two toasts: antd shows each a moment after it is asked for.
    expect(await screen.findByText('Please choose the folder')).toBeInTheDocument();
    await userEvent.type(userBox, 'staff');
    await userEvent.click(await screen.findByTitle('王磊 (staff)'));
    const folderBox = screen.getByRole('combobox', { name: 'Folder' });
    await userEvent.click(folderBox);
    await userEvent.type(folderBox, 'Drawings');
    await userEvent.click((await screen.findAllByTitle('Drawings')).at(-1)!);
    await userEvent.click(button('Explain'));
    const sources = await screen.findByRole('table', { name: 'Where the folder levels come from' }, { timeout: 10_000 });
    expect(within(sources).getByText('Role Engineer: own permission on Drawings')).toBeInTheDocument();
    expect(within(sources).getByText('Gives the directory level')).toBeInTheDocument();
    expect(screen.getByText('4 · Share')).toBeInTheDocument();
  });
});

describe('failed pickers', () => {
  it('a failed folder tree on the explanation screen says so and retries', async () => {
    signInAs('admin');
    mockControl.fail('/dms/folder/showDirs*', 'errno', 'Folders are unavailable');
    await renderApp('/userAuth');
    expect(await screen.findByText('Folders are unavailable', undefined, { timeout: 10_000 })).toBeInTheDocument();
    mockControl.clear();
    await userEvent.click(screen.getByText('Retry').closest('button')!);
    await waitFor(() => expect(screen.queryByText('Folders are unavailable')).toBeNull());
  });
});

describe('privilege management', () => {
  it('edits a role’s maximum levels, refusing a default above the maximum', async () => {
    signInAs('admin');
    await renderApp('/rights');
    await userEvent.click(await screen.findByLabelText('Edit the levels of Auditor', undefined, { timeout: 10_000 }));
    await choose('Maximum file level', '10 · Preview', dialog());
    await choose('Default file level', '20 · Collect', dialog());
    await pressInDialog();
    expect(await within(dialog()).findByText('The default file level cannot exceed the maximum file level')).toBeInTheDocument();
    expect(db().roles.find((r) => r.roleId === '4')!.maxFileLevel).toBe(30);
    await choose('Default file level', '10 · Preview', dialog());
    await pressInDialog();
    await screen.findByText("The role's levels have been saved");
    expect(db().roles.find((r) => r.roleId === '4')).toMatchObject({ maxFileLevel: 10, defaultFileLevel: 10 });
  });
});
