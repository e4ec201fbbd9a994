/// <reference types="vite/client" />

/** Injected by vite.config.ts: the configuration of the mode the app was built or served in. */
declare const __APP_CONFIG__: {
  mode: string;
  useMock: boolean;
  apiBase: string;
  authBase: string;
  centralLoginUrl: string;
  rsaPublicKey: string;
  officeSdkUrl: string;
  systemName: string;
  production: boolean;
  /** Watermark previews and the /disk cards (VITE_PREVIEW_WATERMARK, on unless `off`). */
  previewWatermark: boolean;
  /** The sign-in asks for the picture code of GET /user/checkCode (VITE_LOGIN_PICTURE_CODE, off unless `on`). */
  pictureCode: boolean;
};
/** True only in mock modes; `false` lets the bundler drop every mock import from real-backend builds. */
declare const __DMS_USE_MOCK__: boolean;

interface Window {
  /** The mock backend's test hook; present in mock mode only (see README). */
  __DMS_MOCK__?: import('../mocks/test-hook').MockControl;
}
