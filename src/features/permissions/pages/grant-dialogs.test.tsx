import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mocks/db';
import { mockControl } from '@mocks/test-hook';
import { renderApp } from '@tests/render';
import { dialog, pressInDialog } from '@tests/dialog-form';
import { signInAs } from '@tests/sign-in-as';

const LONG = { timeout: 10_000 };

/** Open a Select by its label and pick the option with this title. */
async function choose(label: string, option: string, scope: HTMLElement) {
  await userEvent.click(within(scope).getByRole('combobox', { name: label }));
  const options = await screen.findAllByTitle(option, undefined, LONG);
  await userEvent.click(options.at(-1)!);
}

/** Pick a folder in the dialog's folder tree select by typing its name. */
async function chooseFolder(name: string, scope: HTMLElement) {
  const box = within(scope).getByRole('combobox', { name: 'Folder' });
  await userEvent.click(box);
  await userEvent.type(box, name);
  await userEvent.click((await screen.findAllByTitle(name, undefined, LONG)).at(-1)!);
}

/** A toolbar button by its visible text. */
const addButton = async (name: string) =>
  (await screen.findByText(name, { selector: 'button span' }, LONG)).closest('button') as HTMLElement;

const auditorAdminOnDrawings = () => db().folderGrants.find((g) => g.roleId === '4' && g.dirId === '202' && g.dirAdmin);

describe('directory administrator dialog', { timeout: 90_000 }, () => {
  it('makes a role directory administrator, lists it and removes it; a failure keeps the input', async () => {
    signInAs('admin');
    await renderApp('/rights');
    const admins = await screen.findByRole('table', { name: 'Directory administrators' }, LONG);
    expect(within(admins).queryByText('Drawings')).not.toBeInTheDocument();
    expect(auditorAdminOnDrawings()).toBeUndefined();

    await userEvent.click(await addButton('New directory administrator'));
    await waitFor(() => expect(dialog()).toHaveTextContent('New directory administrator'), LONG);
    // Nothing is sent without a role and a folder.
    await pressInDialog();
    expect(await within(dialog()).findByText('Please choose the role', undefined, LONG)).toBeInTheDocument();
    expect(within(dialog()).getByText('Please choose the folder')).toBeInTheDocument();

    await choose('Role', 'Auditor', dialog());
    await chooseFolder('Drawings', dialog());

    mockControl.fail('/dms/authority/saveDirGrant', 'errno', 'Permission store is read-only');
    await pressInDialog();
    expect(await within(dialog()).findByText('Permission store is read-only', undefined, LONG)).toBeInTheDocument();
    // The dialog stays with what was chosen.
    expect(within(dialog()).getByTitle('Auditor')).toBeInTheDocument();
    expect(within(dialog()).getByTitle('Drawings')).toBeInTheDocument();
    expect(auditorAdminOnDrawings()).toBeUndefined();

    mockControl.clear();
    await pressInDialog();
    expect(await screen.findByText('The directory administrator has been added', undefined, LONG)).toBeInTheDocument();
    expect(auditorAdminOnDrawings()).toMatchObject({ dirLevel: 7, fileLevel: 50, inherit: true });
    const remove = await screen.findByLabelText('Remove Auditor as administrator of Drawings', undefined, LONG);
    expect(within(admins).getByText('Auditor')).toBeInTheDocument();

    await userEvent.click(remove);
    await waitFor(() => expect(dialog()).toHaveTextContent(/Remove Auditor as directory administrator of .*Drawings\?/), LONG);
    await pressInDialog('Remove');
    expect(await screen.findByText('The directory administrator has been removed', undefined, LONG)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('Remove Auditor as administrator of Drawings')).not.toBeInTheDocument(), LONG);
    expect(auditorAdminOnDrawings()).toBeUndefined();
  });
});

describe('single-file permission dialog', { timeout: 90_000 }, () => {
  const FILE = 'Firmware Release Notes.md';
  const auditorGrant = () => db().fileGrants.find((g) => g.roleId === '4' && g.fileId === '100012');

  it('grants a role a level on one file, lists it and removes it; a failure keeps the input', async () => {
    signInAs('admin');
    await renderApp('/authConfig?roleId=4');
    const table = await screen.findByRole('table', { name: 'Single-file permissions of Auditor' }, LONG);
    expect(within(table).queryByText(FILE)).not.toBeInTheDocument();

    await userEvent.click(await addButton('New file permission'));
    await waitFor(() => expect(dialog()).toHaveTextContent('Single-file permission for Auditor'), LONG);
    await pressInDialog();
    expect(await within(dialog()).findByText('Please choose the folder', undefined, LONG)).toBeInTheDocument();
    expect(within(dialog()).getByText('Please choose the file')).toBeInTheDocument();
    expect(within(dialog()).getByText('Please choose the file level')).toBeInTheDocument();

    await chooseFolder('Drawings', dialog());
    await choose('File', FILE, dialog());
    await choose('File level', '20 · Collect', dialog());

    mockControl.fail('/dms/authority/saveFileGrant', 'errno', 'File permissions are locked');
    await pressInDialog();
    expect(await within(dialog()).findByText('File permissions are locked', undefined, LONG)).toBeInTheDocument();
    expect(within(dialog()).getByTitle('Drawings')).toBeInTheDocument();
    expect(within(dialog()).getByTitle(FILE)).toBeInTheDocument();
    expect(within(dialog()).getByTitle('20 · Collect')).toBeInTheDocument();
    expect(auditorGrant()).toBeUndefined();

    mockControl.clear();
    await pressInDialog();
    expect(await screen.findByText('The file permission has been saved', undefined, LONG)).toBeInTheDocument();
    expect(auditorGrant()).toMatchObject({ fileLevel: 20 });
    expect(await within(table).findByText(FILE, undefined, LONG)).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText(`Remove the permission on ${FILE}`));
    await waitFor(() => expect(dialog()).toHaveTextContent(`Remove the permission on ${FILE}?`), LONG);
    await pressInDialog('Delete');
    expect(await screen.findByText('The file permission has been removed', undefined, LONG)).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText(FILE)).not.toBeInTheDocument(), LONG);
    expect(auditorGrant()).toBeUndefined();
  });
});
