import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mocks/db';
import { mockControl } from '@mocks/test-hook';
import { renderApp } from '@tests/render';
import { openListAsAdmin } from '@tests/open-list';
import { button, dialog, pressInDialog } from '@tests/dialog-form';
import { signInAs } from '@tests/sign-in-as';

describe('departments', () => {
  it('adds a department after validating, keeps the form when refused', async () => {
    await openListAsAdmin('/department', 'Total 12 records');
    await userEvent.click(button('New department'));
    await userEvent.type(within(dialog()).getByLabelText('Code'), 'with space');
    await pressInDialog();
    expect(await within(dialog()).findByText('Please enter the English name')).toBeInTheDocument();
    expect(within(dialog()).getByText('The code may have at most 20 letters, digits, _ or -')).toBeInTheDocument();
    await userEvent.clear(within(dialog()).getByLabelText('Code'));
    await userEvent.type(within(dialog()).getByLabelText('Name (English)'), 'Legal');
    await userEvent.type(within(dialog()).getByLabelText('Name (Chinese)'), '研发部');
    await pressInDialog();
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('This name already exists');
    await userEvent.clear(within(dialog()).getByLabelText('Name (Chinese)'));
    await userEvent.type(within(dialog()).getByLabelText('Name (Chinese)'), '法务部');
    await pressInDialog();
    await screen.findByText('Total 13 records');
    expect(db().fileParams.some((p) => p.type === 'department' && p.paramNameEn === 'Legal')).toBe(true);
  });

  it('saves the system parameters and shows a refusal inline', async () => {
    signInAs('admin');
    await renderApp('/department');
    const days = await screen.findByLabelText('Expiry warning (days)', undefined, { timeout: 10_000 });
    await userEvent.clear(days);
    await userEvent.type(days, '45');
    mockControl.fail('/dms/fileParam/saveParamConfig', 'errno', 'Settings are locked');
    await userEvent.click(screen.getByText('Save', { selector: 'button span' }).closest('button')!);
    expect(await screen.findByText('Settings are locked')).toBeInTheDocument();
    expect(screen.getByLabelText('Expiry warning (days)')).toHaveValue('45');
    mockControl.clear();
    await userEvent.click(screen.getByText('Save', { selector: 'button span' }).closest('button')!);
    await waitFor(() => expect(db().paramConfig.expiryWarningDays).toBe(45));
  });
});

describe('areas', () => {
  it('walks the tree of parents and adds a sub-area where it is', async () => {
    await openListAsAdmin('/area', 'Total 4 records');
    await userEvent.click(screen.getByText('2 sub-areas: open Headquarters Archive'));
    await screen.findByText('Total 2 records');
    expect(within(screen.getByRole('navigation', { name: 'Area path' })).getByText('Headquarters Archive')).toBeInTheDocument();
    await userEvent.click(button('New area under Headquarters Archive'));
    await userEvent.type(within(dialog()).getByLabelText('Name (English)'), 'Room C');
    await userEvent.type(within(dialog()).getByLabelText('Name (Chinese)'), '档案室C');
    await pressInDialog();
    await screen.findByText('Total 3 records');
    const hq = db().fileParams.find((p) => p.code === 'HQ')!;
    expect(db().fileParams.find((p) => p.paramNameEn === 'Room C')!.parentId).toBe(hq.id);
    // An area with sub-areas is refused after asking.
    await userEvent.click(button('All areas'));
    await screen.findByText('Total 4 records');
    await userEvent.click(button('Delete Headquarters Archive'));
    await pressInDialog('Delete');
    expect(await screen.findByText('Delete its sub-areas first')).toBeInTheDocument();
  });
});
