import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mocks/db';
import { openListAsAdmin } from '@tests/open-list';
import { button, dialog, pressInDialog } from '@tests/dialog-form';

async function pickUser(scope: HTMLElement, label: string, text: string, option: string) {
  const box = within(scope).getByRole('combobox', { name: label });
  await userEvent.type(box, text);
  await userEvent.click(await screen.findByTitle(option));
}

describe('team management', () => {
  it('needs a name and a transferor, then creates, dissolves and recovers a team', async () => {
    await openListAsAdmin('/teammanage', 'Total 5 records');
    await userEvent.click(button('New team'));
    await pressInDialog();
    expect(await within(dialog()).findByText('Please enter the team name')).toBeInTheDocument();
    expect(within(dialog()).getByText('Please choose the transferor')).toBeInTheDocument();
    await userEvent.type(within(dialog()).getByLabelText('Team name'), 'Launch team');
    await pickUser(dialog(), 'Transferor', 'staff', '王磊 (staff)');
    await pressInDialog();
    await screen.findByText('The team has been created');
    await screen.findByText('Total 6 records');
    const team = db().teams.find((t) => t.teamName === 'Launch team')!;
    expect(team.ownerId).toBe('10002');

    await userEvent.click(button('Dissolve Launch team'));
    await userEvent.type(within(dialog()).getByLabelText('Reason'), 'Launched');
    await pressInDialog('Dissolve');
    await screen.findByText('The team has been dissolved');
    expect(team.status).toBe('dissolved');

    await userEvent.click(await screen.findByLabelText('Recover Launch team'));
    await pressInDialog('Recover');
    await waitFor(() => expect(team.status).toBe('active'));
  });

  it('adds a member only with a role and a permission, and shows versions and the log', async () => {
    await openListAsAdmin('/teammanage', 'Total 5 records');
    await userEvent.click(button('Details of X200 Core Team'));
    const drawer = await screen.findByText('Team X200 Core Team');
    expect(drawer).toBeInTheDocument();
    await userEvent.click(await screen.findByText('New member'));
    const form = dialog();
    await pickUser(form, 'User', 'guest', 'Guest Reader (guest)');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Please choose a role')).toBeInTheDocument();
    expect(within(form).getByText('Please choose the permission')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('combobox', { name: 'Role' }));
    await userEvent.click((await screen.findAllByTitle('Viewer')).at(-1)!);
    await userEvent.click(within(form).getByRole('combobox', { name: 'Authority' }));
    await userEvent.click((await screen.findAllByTitle('20 · Collect')).at(-1)!);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByText('The member has been saved');
    expect(db().teams[0].members.some((m) => m.userId === '10003' && m.role === 'viewer' && m.authority === 20)).toBe(true);
    await userEvent.click(screen.getByRole('tab', { name: 'Operation log' }));
    expect(await screen.findByText('Member added')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Versions' }));
    const versions = await screen.findByRole('table', { name: 'Team versions' });
    expect(within(versions).getByText('v3')).toBeInTheDocument();
    expect(within(versions).getByText(/Guest Reader: viewer, 20/)).toBeInTheDocument();
  });
});
