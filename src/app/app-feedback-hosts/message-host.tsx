/** antd's message API with its holder, loaded on the first toast (src/lib/app-feedback.ts). */
import { message } from 'antd';
import { useHostRegistration } from '@/lib/app-feedback';

export default function MessageHost() {
  const [api, holder] = message.useMessage();
  useHostRegistration('message', api);
  return holder;
}
