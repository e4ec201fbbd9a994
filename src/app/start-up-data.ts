/**
 * The first data of the screen the app opens on, asked for at start-up beside the screen's code instead of
 * after that code has loaded and rendered. Each request goes through the query options the screen itself
 * uses, with the parameters it will send, so the screen finds the answer in the cache or on its way and asks
 * nothing twice. Only for a signed-in user who need not first change the password, on /home (or /, which
 * leads there), /filelist and /disk. This module is part of the start-up file: it imports only the calls.
 */
import type { QueryClient } from '@tanstack/react-query';
import { paramConfigQueryOptions, settingsOf, SPEC_SETTINGS } from '@/entities/file-params/get-param-config';
import type { SystemSettings } from '@/entities/file-params/types';
import { favouritesQueryOptions } from '@/entities/favourites/get-favourites';
import { filesPageQueryOptions } from '@/entities/files/get-files-page';
import { folderTreeQueryOptions } from '@/entities/folders/get-folder-tree';
import { ACTIVITY_DAYS, fileActivityQueryOptions } from '@/features/dashboard/api/get-file-activity';
import { expiringFilesQueryOptions } from '@/features/dashboard/api/get-expiring-files';
import { historyFilesQueryOptions } from '@/features/dashboard/api/get-history-files';
import { EXPIRY_LIST_SIZE } from '@/features/dashboard/use-expiry-lists';
import { menusQueryOptions } from '@/features/navigation/api/get-menus';
import { folderPathQueryOptions } from '@/features/workspace/tree/api/get-folder-path';
import { addressNamesSize, listRequestOf, parseView } from '@/features/workspace/shared/url-state';
import { currentLanguage } from '@/lib/i18n';
import { getToken, isFirstLogin } from '@/lib/session';

type StartScreen = '/home' | '/filelist' | '/disk';

/** The screen a hash address opens for the user signed in now, with its query; null for any other. */
function startScreen(hash: string): { path: StartScreen; params: URLSearchParams } | null {
  if (getToken() === null || isFirstLogin()) return null;
  const address = hash.replace(/^#/, '') || '/';
  const query = address.indexOf('?');
  const pathname = query < 0 ? address : address.slice(0, query);
  const search = query < 0 ? '' : address.slice(query + 1);
  // `/` redirects to /home without its query.
  if (pathname === '/') return { path: '/home', params: new URLSearchParams() };
  if (pathname === '/home' || pathname === '/filelist' || pathname === '/disk')
    return { path: pathname, params: new URLSearchParams(search) };
  return null;
}

/** The system settings as the screens apply them: the server's, or the spec's when they cannot be read. */
const settingsIn = (client: QueryClient): Promise<SystemSettings> =>
  client.fetchQuery(paramConfigQueryOptions()).then(settingsOf, () => SPEC_SETTINGS);

function prefetchHome(client: QueryClient) {
  return Promise.all([
    client.prefetchQuery(historyFilesQueryOptions()),
    client.prefetchQuery(favouritesQueryOptions()),
    client.prefetchQuery(fileActivityQueryOptions(ACTIVITY_DAYS)),
    // The expiry card waits for the window the settings give, as this does.
    settingsIn(client).then((settings) => client.prefetchQuery(expiringFilesQueryOptions(settings.expiryWarningDays, EXPIRY_LIST_SIZE))),
  ]);
}

function prefetchWorkspace(client: QueryClient, params: URLSearchParams) {
  const sizeNamed = addressNamesSize(params);
  const list = (defaultSize?: number) => client.prefetchQuery(filesPageQueryOptions(listRequestOf(parseView(params, defaultSize))));
  return Promise.all([
    client.prefetchQuery(folderTreeQueryOptions()),
    client.prefetchQuery(folderPathQueryOptions(parseView(params).dir)),
    // Without a size in the address the list waits for the settings' page size, as the screen's does.
    sizeNamed ? list() : settingsIn(client).then((settings) => list(settings.defaultPageSize)),
    sizeNamed ? client.prefetchQuery(paramConfigQueryOptions()) : null,
  ]);
}

/**
 * The start screen's own data (every call of it silent, so none needs the strings yet). Resolves once every
 * request has settled; failures are left in the cache for the screen to show.
 */
export async function prefetchScreenData(client: QueryClient, hash: string): Promise<void> {
  const screen = startScreen(hash);
  if (!screen) return;
  await (screen.path === '/home' ? prefetchHome(client) : prefetchWorkspace(client, screen.params));
}

/** The shell's menu for the start screen; after the strings, since a failure of this call is shown. */
export async function prefetchShellData(client: QueryClient, hash: string): Promise<void> {
  if (!startScreen(hash)) return;
  await client.prefetchQuery(menusQueryOptions(currentLanguage()));
}
