/** antd's modal API (confirm, warning…) with its holder, loaded on the first such dialog (src/lib/app-feedback.ts). */
import { Modal } from 'antd';
import { useHostRegistration } from '@/lib/app-feedback';

export default function ModalHost() {
  const [api, holder] = Modal.useModal();
  useHostRegistration('modal', api);
  return holder;
}
