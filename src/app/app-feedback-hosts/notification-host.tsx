/** antd's notification API with its holder, loaded on the first notification (src/lib/app-feedback.ts). */
import { notification } from 'antd';
import { useHostRegistration } from '@/lib/app-feedback';

export default function NotificationHost() {
  const [api, holder] = notification.useNotification();
  useHostRegistration('notification', api);
  return holder;
}
