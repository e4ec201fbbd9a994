/** antd's modal API (confirm, warning…) with its holder, loaded on the first such dialog (src/lib/app-feedback.ts). */
import { useEffect } from 'react';
import { Modal } from 'antd';
import { appFeedbackHost } from '@/lib/app-feedback';

export default function ModalHost() {
  const [api, holder] = Modal.useModal();
  useEffect(() => {
    appFeedbackHost.register('modal', api);
    return () => appFeedbackHost.register('modal', null);
  }, [api]);
  return holder;
}
