/**
 * Render helpers for Vitest: the app's real providers (i18n, antd, a fresh QueryClient; retries are off) and
 * a memory router over the real route table, or any element on its own.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AppProviders, createQueryClient } from '@/app/providers';
import { buildRoutes } from '@/app/router';
// The shell is a lazy chunk in the app. Vitest transforms a module on its first import: importing the shell
// with the render helper keeps its cold start out of the tests' short waits (the app's code has no test branch).
import '@/app/layout/app-layout';
import { setupI18n, type Language } from '@/lib/i18n';

export async function renderWithProviders(ui: ReactElement, { language = 'en' as Language } = {}) {
  const { i18n, antdLocale } = await setupI18n(language);
  const queryClient = createQueryClient();
  // A test's failure shows at once: an unreachable server's retries are src/lib/api/server-reach.test.ts's.
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  const result = render(
    <AppProviders i18n={i18n} antdLocale={antdLocale} queryClient={queryClient}>
      {ui}
    </AppProviders>,
  );
  return { ...result, queryClient, i18n };
}

/** The whole app at `path`, as the hash router would show it. */
export async function renderApp(path: string, options: { language?: Language } = {}) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const result = await renderWithProviders(<RouterProvider router={router} />, options);
  return { ...result, router };
}
