import type { HttpHandler } from 'msw';
import { captchaHandlers } from '../captcha/handlers';
import { authorityHandlers } from './authority';
import { fileParamHandlers } from './file-param';
import { filesHandlers } from './files';
import { folderHandlers } from './folder';
import { menuHandlers } from './menu';
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
  ...fileParamHandlers,
];
