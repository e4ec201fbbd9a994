/**
 * antd's `App` (message, notification and modal hook APIs, with their holders), loaded by the providers when
 * the first toast, notification or dialog is asked for (src/lib/app-feedback.ts), not with every screen's
 * first load (issue 13). It renders no element of its own: its holders draw into the page's body, themed and
 * localised by the ConfigProvider above, as they were when `App` wrapped the whole app.
 */
import { useEffect } from 'react';
// eslint-disable-next-line no-restricted-imports -- the one place antd's App is mounted (see app-feedback.ts).
import { App } from 'antd';
import { appFeedbackHost } from '@/lib/app-feedback';

function Register() {
  const apis = App.useApp();
  useEffect(() => {
    appFeedbackHost.register(apis);
    return () => appFeedbackHost.register(null);
  }, [apis]);
  return null;
}

export function AppFeedbackHost() {
  return (
    <App component={false}>
      <Register />
    </App>
  );
}
