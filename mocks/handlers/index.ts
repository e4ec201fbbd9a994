import type { HttpHandler } from 'msw';
import { captchaHandlers } from '../captcha/handlers';
import { contractCheck } from '../contract/check';
import { adminAuthorityHandlers } from './admin-authority';
import { adminDocTemplateHandlers } from './admin-doc-template';
import { adminFileServerHandlers } from './admin-file-server';
import { adminRoleHandlers } from './admin-role';
import { adminTeamHandlers } from './admin-team';
import { adminUserHandlers } from './admin-user';
import { authorityHandlers } from './authority';
import { collectionHandlers } from './collection';
import { dirTempHandlers } from './dir-temp';
import { fileLifecycleHandlers } from './file-lifecycle';
import { fileOaHandlers } from './file-oa';
import { fileParamHandlers } from './file-param';
import { fileTransferHandlers } from './file-transfer';
import { fileShareHandlers } from './file-share';
import { housDownHandlers } from './hous-down';
import { filesHandlers } from './files';
import { folderHandlers } from './folder';
import { menuHandlers } from './menu';
import { officeHandlers } from './office';
import { systemFileImportHandlers } from './system-file-import';
import { systemFilesHandlers } from './system-files';
import { reportDashboardHandlers } from './report-dashboard';
import { reportLogsHandlers } from './report-logs';
import { reportOutgoingHandlers } from './report-outgoing';
import { reportPlmHandlers } from './report-plm';
import { userHandlers } from './user';
import { versionHandlers } from './version';

/** Every handler of the mock /dms backend, by domain, behind the API contract check (contract/check.ts). */
export const handlers: HttpHandler[] = [
  contractCheck,
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
  ...fileShareHandlers,
  ...housDownHandlers,
  ...collectionHandlers,
  ...fileParamHandlers,
  ...systemFilesHandlers,
  ...systemFileImportHandlers,
  ...fileOaHandlers,
  ...reportDashboardHandlers,
  ...reportLogsHandlers,
  ...reportPlmHandlers,
  ...reportOutgoingHandlers,
  ...dirTempHandlers,
  ...adminUserHandlers,
  ...adminRoleHandlers,
  ...adminAuthorityHandlers,
  ...adminTeamHandlers,
  ...adminDocTemplateHandlers,
  ...adminFileServerHandlers,
];
