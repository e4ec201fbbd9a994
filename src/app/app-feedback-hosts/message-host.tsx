/** antd's message API with its holder, loaded on the first toast (src/lib/app-feedback.ts). */
import { useEffect } from 'react';
import { message } from 'antd';
import { appFeedbackHost } from '@/lib/app-feedback';

export default function MessageHost() {
  const [api, holder] = message.useMessage();
  useEffect(() => {
    appFeedbackHost.register('message', api);
    return () => appFeedbackHost.register('message', null);
  }, [api]);
  return holder;
}
