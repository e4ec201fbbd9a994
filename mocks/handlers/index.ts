import type { HttpHandler } from 'msw';
import { captchaHandlers } from '../captcha/handlers';
import { authorityHandlers } from './authority';
import { collectionHandlers } from './collection';
import { dirTempHandlers } from './dir-temp';
import { fileLifecycleHandlers } from './file-lifecycle';
import { fileOaHandlers } from './file-oa';
import { fileParamHandlers } from './file-param';
import { fileTransferHandlers } from './file-transfer';
import { filesHandlers } from './files';
import { folderHandlers } from './folder';
import { menuHandlers } from './menu';
import { officeHandlers } from './office';
import { systemFilesHandlers } from './system-files';
import { userHandlers } from './user';
import { versionHandlers } from './version';

/** Every handler of the mock /dms backend, by domain. */
export const handlers: HttpHandler[] = [
  ...captchaHandlers,
  ...userHandlers,
  ...authorityHandlers,
  ...menuHandlers,
  ...versionHandlers,
  ...folderHandlers,
  ...filesHandlers,
  ...fileLifecycleHandlers,
  ...fileTransferHandlers,
  ...officeHandlers,
  ...collectionHandlers,
  ...fileParamHandlers,
  ...systemFilesHandlers,
  ...fileOaHandlers,
  ...dirTempHandlers,
];
