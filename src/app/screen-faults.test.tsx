/**
 * A screen whose data call fails says why inside the shell (never the route's error page) and shows its data
 * once the server answers again. The e2e sweeps (tests/e2e/faults.ts) prove each kind of failure in Chromium
 * on a sample of the screens; these are the other list screens, by the server's refusal and by an HTTP 500,
 * recovered by Retry or, where a screen offers none, by opening it again.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockControl } from '@mocks/test-hook';
import { renderApp } from '@tests/render';
import { signInAs } from '@tests/sign-in-as';

const SCREENS = [
  { route: '/plmReceiver', pattern: '/dms/plmReceiver/showPage*', witness: 'dwilson@dms.example.com' },
  { route: '/housOutLog', pattern: '/dms/housOutLog/showPage*', witness: 'Hengtong Metals' },
  { route: '/menuSystem', pattern: '/dms/menu/showMenu*', witness: 'FolderOpenOutlined' },
  { route: '/department', pattern: '/dms/fileParam/getByType/*', witness: 'Procurement' },
  { route: '/docManage', pattern: '/dms/docTemplate/showPage*', witness: 'Change request template' },
];

describe('a screen whose data call fails', { timeout: 30_000 }, () => {
  it.each(SCREENS.map((entry, index) => ({ ...entry, kind: index % 2 === 0 ? 'errno' : 'http500' }) as const))(
    '$route ($kind): the message in the shell, then its data again',
    async ({ route, pattern, witness, kind }) => {
      const user = userEvent.setup();
      signInAs('admin');
      mockControl.fail(pattern, kind, `Injected fault on ${route}`);
      const shown = await renderApp(route);
      let main = await screen.findByRole('main');
      expect(await within(main).findByText(kind === 'errno' ? `Injected fault on ${route}` : 'Server exception')).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
      expect(screen.queryByText('This screen could not be shown')).toBeNull();

      mockControl.clear();
      const retries = within(main).queryAllByRole('button', { name: 'Retry' });
      for (const retry of retries) await user.click(retry);
      // A screen that offers no Retry gets its data at the next opening, as after a reload.
      if (retries.length === 0) {
        shown.unmount();
        await renderApp(route);
        main = await screen.findByRole('main');
      }
      expect((await within(main).findAllByText(witness, { exact: false })).length).toBeGreaterThan(0);
      await waitFor(() => expect(within(main).queryByRole('button', { name: 'Retry' })).toBeNull());
    },
  );
});
