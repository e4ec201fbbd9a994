/// <reference types="vitest/config" />
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { DEMO_RSA_PUBLIC_KEY } from './mocks/demo-keys.ts';
import { chunkPlan } from './scripts/chunk-plan.ts';
import { requireRsaPublicKey } from './scripts/rsa-public-key.ts';

/** Modes that run on the built-in mock backend; every other mode needs its own `.env.<mode>`. */
const MOCK_MODES = new Set(['development', 'test', 'demo']);

/** Previews carry a watermark unless the environment says `off` (or `false`, `0`). */
export function watermarkSetting(value: string | undefined): boolean {
  return !['off', 'false', '0'].includes((value ?? '').trim().toLowerCase());
}

/** The sign-in picture code is asked for only where the environment says `on` (or `true`, `1`). */
export function pictureCodeSetting(value: string | undefined): boolean {
  return ['on', 'true', '1'].includes((value ?? '').trim().toLowerCase());
}

/** Configuration the app reads through `src/lib/config.ts`; one shape for every mode. */
function appConfigFor(mode: string) {
  if (MOCK_MODES.has(mode)) {
    return {
      mode,
      useMock: true,
      apiBase: '/dms',
      authBase: '/authapi',
      // The mock has no central login: signed-out users come back to this app's own login page.
      centralLoginUrl: '#/login',
      rsaPublicKey: DEMO_RSA_PUBLIC_KEY,
      officeSdkUrl: '',
      systemName: 'DMS',
      production: false,
      // The demo shows what production does.
      previewWatermark: true,
      // Off, as in every environment; `VITE_LOGIN_PICTURE_CODE=on npm run dev` shows it against the mock.
      pictureCode: pictureCodeSetting(process.env.VITE_LOGIN_PICTURE_CODE),
    };
  }
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  if (!env.VITE_API_BASE) {
    throw new Error(`No .env.${mode}: use the default (mock) mode or one of --mode wtdev|wtqas|wtuat|wtprd|wtlocal`);
  }
  return {
    mode,
    useMock: false,
    apiBase: env.VITE_API_BASE,
    authBase: env.VITE_AUTH_BASE,
    centralLoginUrl: env.VITE_CENTRAL_LOGIN_URL ?? '',
    rsaPublicKey: (env.VITE_RSA_PUBLIC_KEY ?? '').replace(/\\n/g, '\n'),
    officeSdkUrl: env.VITE_OFFICE_SDK_URL ?? '',
    systemName: env.VITE_SYSTEM_NAME || 'DMS',
    production: env.VITE_PRODUCTION === 'true',
    previewWatermark: watermarkSetting(env.VITE_PREVIEW_WATERMARK),
    pictureCode: pictureCodeSetting(env.VITE_LOGIN_PICTURE_CODE),
  };
}

/**
 * The MSW worker (and the filter in front of it) lives in public/ for mock modes; a real-backend build must
 * not ship either, wherever it is written (`--outDir` included).
 */
function dropMockWorker(): Plugin {
  let outDir = '';
  return {
    name: 'dms:drop-mock-worker',
    apply: 'build',
    configResolved(resolved) {
      outDir = resolve(resolved.root, resolved.build.outDir);
    },
    closeBundle() {
      for (const worker of ['mockServiceWorker.js', 'mockServiceWorker.backendOnly.js']) rmSync(resolve(outDir, worker), { force: true });
    },
  };
}

/**
 * react-router 7's package exports name only its development build (remix-run/react-router#14102), which
 * keeps its development warnings; its production build, shipped beside it, is the same code with them
 * switched off. Production bundles take that one (the signed-in screens' first load).
 */
function reactRouterProductionBuild(): Plugin {
  return {
    name: 'dms:react-router-production',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && source !== 'react-router/dom') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && { ...resolved, id: resolved.id.replace('/dist/development/', '/dist/production/') };
    },
  };
}

/**
 * Packages whose modules only declare things but say nothing of side effects in their package.json, so the
 * bundler keeps every top-level statement it cannot prove pure (a class's static fields, a default-props
 * assignment) of every module their index re-exports. @rc-component/form is the case that costs: antd's
 * popups (Dropdown, Tooltip) isolate the form context, whose module imports `FormProvider` from the form
 * package's index, and the whole form store, fields and validator (13 KB gzip) came with every signed-in
 * screen's first load. Other packages keep the default (their package.json, else side effects).
 */
const SIDE_EFFECT_FREE_PACKAGES = /\/node_modules\/@rc-component\/(form|async-validator)\//;
export function packagesWithoutSideEffects(id: string): boolean | undefined {
  return SIDE_EFFECT_FREE_PACKAGES.test(id) ? false : undefined;
}

export default defineConfig(({ mode }) => {
  const config = appConfigFor(mode);
  const outDir = mode === 'demo' ? 'dist-demo' : 'dist';
  const proxyTarget = config.useMock ? undefined : loadEnv(mode, process.cwd(), 'VITE_').VITE_PROXY_TARGET;
  const proxy = proxyTarget
    ? Object.fromEntries(
        [config.apiBase, config.authBase].map((base) => [base, { target: proxyTarget, changeOrigin: true, secure: false }]),
      )
    : undefined;

  return {
    base: '/',
    plugins: [
      react(),
      reactRouterProductionBuild(),
      ...(config.useMock ? [] : [dropMockWorker(), requireRsaPublicKey(mode, config.rsaPublicKey)]),
    ],
    define: {
      __APP_CONFIG__: JSON.stringify(config),
      __DMS_USE_MOCK__: JSON.stringify(config.useMock),
    },
    resolve: {
      alias: {
        '@': resolve(import.meta.dirname, 'src'),
        '@mocks': resolve(import.meta.dirname, 'mocks'),
        '@locales': resolve(import.meta.dirname, 'locales'),
        '@tests': resolve(import.meta.dirname, 'tests'),
      },
    },
    server: { host: '127.0.0.1', port: 5173, proxy },
    preview: { host: '127.0.0.1', port: 4173 },
    build: {
      outDir,
      sourcemap: false,
      // libheif's HEIC decoder is one 3 MB file, fetched only when a HEIC photo is opened.
      chunkSizeWarningLimit: 3100,
      rolldownOptions: {
        treeshake: { moduleSideEffects: packagesWithoutSideEffects },
        // libheif's Node-only branch names fs, path and crypto; the browser never takes it.
        onLog(level, log, handler) {
          if (log.plugin === 'rolldown:vite-resolve' && log.message.includes('libheif-js')) return;
          handler(level, log);
        },
        output: chunkPlan(resolve(import.meta.dirname, 'src')),
      },
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['tests/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
      testTimeout: 20000,
      css: false,
      // Vitest keeps one core for itself by default, which on a 2-core CI machine means one test file at a time.
      maxWorkers: 2,
      // Files of a worker share one environment and module graph: antd, React and the app load once per
      // worker rather than per file. What a test changes is undone after
      // each test (tests/setup.ts: DOM, handlers, mock database, storage); module mocks are barred by lint.
      isolate: false,
      // A larger young generation for the workers' V8: the screen tests allocate fast (React's development
      // build, jsdom, antd's styles), and with Node's default the collector took a large share of their time.
      execArgv: ['--max-semi-space-size=128'],
    },
  };
});
