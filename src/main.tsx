import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders, createQueryClient } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { prefetchScreenCode } from '@/app/screen-prefetch';
import { prefetchScreenData, prefetchShellData } from '@/app/start-up-data';
import { registerScreenPrefetch } from '@/lib/screen-prefetch';
import { appConfig } from '@/lib/config';
import { setupI18n } from '@/lib/i18n';
import './styles.css';

async function start() {
  // Only mock modes carry the mock: `__DMS_USE_MOCK__` is a build-time constant, so real-backend builds
  // drop this branch and everything it imports.
  if (__DMS_USE_MOCK__) {
    const { startMockBackend } = await import('../mocks/browser');
    await startMockBackend({ pictureCode: appConfig.pictureCode });
  }
  // The start screen's data loads beside its code, strings and shell rather than after them.
  const queryClient = createQueryClient();
  void prefetchScreenData(queryClient, window.location.hash);
  // Only the sign-in screens' strings; the router loads the rest with the first screen that needs them.
  const { i18n, antdLocale } = await setupI18n(undefined, { namespaces: 'start' });
  void prefetchShellData(queryClient, window.location.hash);
  registerScreenPrefetch(prefetchScreenCode);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders i18n={i18n} antdLocale={antdLocale} queryClient={queryClient}>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
