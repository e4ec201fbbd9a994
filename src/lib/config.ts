/**
 * The running environment's configuration: API and authority bases, central login, RSA public key,
 * office SDK, production flag. Set per mode by vite.config.ts from the matching `.env.wt*` file
 * (or the built-in demo values in mock modes).
 */
export type AppConfig = typeof __APP_CONFIG__;

export const appConfig: AppConfig = __APP_CONFIG__;

/** Milliseconds before a call gives up (spec §9). */
export const TIMEOUTS = {
  api: 150_000,
  captcha: 40_000,
  chunkLoad: 120_000,
} as const;
