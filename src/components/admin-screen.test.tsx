import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mockControl } from '@mocks/test-hook';
import { renderWithProviders } from '@tests/render';
import { signInAs } from '@tests/sign-in-as';
import { AdminScreen } from './admin-screen';

describe('AdminScreen', () => {
  it('shows the title and the content to a system manager', async () => {
    signInAs('admin');
    await renderWithProviders(<AdminScreen title="Users">content</AdminScreen>);
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(screen.getByText('content')).toBeInTheDocument();
  });

  it('replaces the content with Permission is denied when the server says the user is no system manager', async () => {
    signInAs('admin');
    mockControl.override('POST', '/dms/user/role/judgeRole', { errno: 0, errmsg: '', data: false });
    await renderWithProviders(<AdminScreen title="Users">content</AdminScreen>);
    expect(await screen.findByText('Permission is denied')).toBeInTheDocument();
    expect(screen.queryByText('content')).not.toBeInTheDocument();
  });
});
