import { Navigate, Outlet, createHashRouter, type RouteObject } from 'react-router-dom';
import { TIMEOUTS } from '@/lib/config';
import { loadAllNamespaces, loadShellNamespaces } from '@/lib/i18n';
import { CapabilityGate } from './capability-gate';
import { RouteError } from './route-error';
import { RouteLoading } from './route-loading';
import type { RouteHandle } from './route-handle';
import { ROUTES, screenStrings, type AppRoute } from './routes';
import { SessionGuard } from './session-guard';

/** A lazy screen that has not arrived within the chunk-load timeout counts as failed (spec §9). */
function withChunkTimeout<T>(load: Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Screen load timed out')), TIMEOUTS.chunkLoad);
    load.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

function toRouteObject(route: AppRoute): RouteObject {
  return {
    path: route.path,
    handle: { route } satisfies RouteHandle,
    errorElement: <RouteError />,
    lazy: async () => {
      // Every screen but the sign-in ones also needs namespaces the app did not load at start-up: /home those
      // of the shell, the others every one.
      const strings = screenStrings(route);
      const [{ default: Screen }] = await withChunkTimeout(
        Promise.all([route.load(), strings === 'start' ? undefined : strings === 'shell' ? loadShellNamespaces() : loadAllNamespaces()]),
      );
      return {
        Component: () => (
          <CapabilityGate capability={route.capability} menuKey={route.offeredByMenu ? route.menuKey : undefined}>
            <Screen />
          </CapabilityGate>
        ),
      };
    },
  };
}

const loadLayout = () => import('./layout/app-layout');

/** The whole route tree of spec §2; the app wraps it in a hash router, tests in a memory router. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: (
        <SessionGuard>
          <Outlet />
        </SessionGuard>
      ),
      errorElement: <RouteError />,
      hydrateFallbackElement: <RouteLoading />,
      children: [
        { path: '/', element: <Navigate to="/home" replace /> },
        {
          // The shell (header, side navigation, upload panel) loads with the first screen inside it, so the
          // screens outside it (login above all) do not fetch it.
          lazy: async () => {
            const [{ AppLayout }] = await withChunkTimeout(Promise.all([loadLayout(), loadShellNamespaces()]));
            return { Component: AppLayout };
          },
          children: ROUTES.filter((r) => r.inLayout).map(toRouteObject),
        },
        ...ROUTES.filter((r) => !r.inLayout).map(toRouteObject),
        { path: '*', element: <Navigate to="/404" replace /> },
      ],
    },
  ];
}

export const createAppRouter = () => createHashRouter(buildRoutes());
