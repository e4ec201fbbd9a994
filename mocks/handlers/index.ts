import type { HttpHandler } from 'msw';
import { rightCheckOf } from '../auth';
import { captchaHandlers } from '../captcha/handlers';
import { contractCheckWith } from '../contract/check';
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

/** The right check of the handler that would answer the request (its resolver's), run before the shape's. */
const contractCheck = contractCheckWith((request) => {
  const handler = handlersFor(request).find((candidate) => candidate !== contractCheck);
  // MSW keeps the resolver protected; it is read here only to find the right check registered for it.
  return rightCheckOf(handler && (handler as unknown as { resolver: unknown }).resolver)?.(request) ?? null;
});

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

/**
 * The handlers that can answer a request, in their order above: those whose method and path fit the
 * request's, and every handler of any method or a path of another shape (the contract check first).
 *
 * Why: MSW tries a request on each handler in turn, and each try parses the request's cookies and compiles
 * the handler's path. With 140 handlers that was most of the mock's time in a browser tab (a profile of the
 * e2e suite). The index only leaves out handlers that cannot match; MSW still matches the rest itself, so
 * the first handler that answers is the one it would have been. Paths compare without case and trailing
 * slash, because MSW's matching ignores both; a `:name` parameter stands for one non-empty segment.
 */
function handlerIndex(all: readonly HttpHandler[]): (request: Request) => HttpHandler[] {
  const normalise = (path: string) => path.toLowerCase().replace(/\/+$/, '');
  const byPath = new Map<string, number[]>();
  const byPattern: Array<{ at: number; method: string; pattern: RegExp }> = [];
  const everywhere: number[] = [];
  all.forEach((handler, at) => {
    const { method, path } = handler.info;
    const rest = typeof path === 'string' && path.startsWith('*') ? path.slice(1) : null;
    if (typeof method !== 'string' || rest === null || /[*?(){}+]/.test(rest)) {
      everywhere.push(at);
    } else if (rest.includes(':')) {
      const segments = normalise(rest)
        .split('/')
        .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.\\^$|[\]]/g, '\\$&')));
      byPattern.push({ at, method: method.toUpperCase(), pattern: new RegExp(`^${segments.join('/')}$`) });
    } else {
      const route = `${method.toUpperCase()} ${normalise(rest)}`;
      byPath.set(route, [...(byPath.get(route) ?? []), at]);
    }
  });
  return (request) => {
    const method = request.method.toUpperCase();
    const path = normalise(new URL(request.url).pathname);
    const fitting = byPattern.filter((route) => route.method === method && route.pattern.test(path)).map((route) => route.at);
    return [...everywhere, ...fitting, ...(byPath.get(`${method} ${path}`) ?? [])].sort((a, b) => a - b).map((at) => all[at]);
  };
}

export const handlersFor = handlerIndex(handlers);
