import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockControl } from '@mocks/test-hook';
import { openListAsAdmin } from '@tests/open-list';

const table = () => screen.getByRole('table', { name: 'Operation log' });

describe('log management', () => {
  it('lists the log with an index column and the total, and filters by user and action', async () => {
    await openListAsAdmin('/logger');
    const before = Number(/\d+/.exec(screen.getByText(/^Total \d+ records$/).textContent!)![0]);
    expect(within(table()).getByRole('columnheader', { name: 'No.' })).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'User' }), 'Administrator');
    await userEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => {
      const now = Number(/\d+/.exec(screen.getByText(/^Total \d+ records$/).textContent!)![0]);
      expect(now).toBeLessThan(before);
    });
    const rows = within(table()).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toHaveTextContent('Administrator');
  });

  it('shows a failed load above the table, keeps the typed filters and recovers on retry', async () => {
    await openListAsAdmin('/logger');
    mockControl.fail('/dms/operationLog/showPage', 'errno', 'The log service is down');
    await userEvent.type(screen.getByRole('textbox', { name: 'File' }), 'Manual');
    await userEvent.click(screen.getByRole('button', { name: /Search/ }));
    expect(await screen.findByText('The log service is down')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'File' })).toHaveValue('Manual');
    mockControl.clear();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('The log service is down')).not.toBeInTheDocument());
    const rows = within(table()).getAllByRole('row').slice(1);
    for (const row of rows) expect(row.textContent?.toLowerCase()).toContain('manual');
  });

  it('shows an export failure next to the button and stays usable', async () => {
    await openListAsAdmin('/logger');
    mockControl.fail('/dms/export/excel/operationLog', 'http500');
    await userEvent.click(screen.getByRole('button', { name: /Export to Excel/ }));
    expect(await screen.findByText('Server exception')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Export to Excel/ })).toBeEnabled();
  });
});
