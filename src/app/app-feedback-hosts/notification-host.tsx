/** antd's notification API with its holder, loaded on the first notification (src/lib/app-feedback.ts). */
import { useEffect } from 'react';
import { notification } from 'antd';
import { appFeedbackHost } from '@/lib/app-feedback';

export default function NotificationHost() {
  const [api, holder] = notification.useNotification();
  useEffect(() => {
    appFeedbackHost.register('notification', api);
    return () => appFeedbackHost.register('notification', null);
  }, [api]);
  return holder;
}
