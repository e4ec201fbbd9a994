/**
 * The office editor (WPS WebOffice JS-SDK 1.1.x) is not on any package registry: the deployment hosts the
 * SDK file and `appConfig.officeSdkUrl` points at it. It is loaded at run time, once, when an office file is
 * first opened.
 */
export interface OfficeEditor {
  setToken(token: { token: string; timeout?: number }): void;
  ready(): Promise<unknown>;
  save?(): Promise<unknown>;
  destroy(): unknown;
  on?(event: string, handler: (...args: unknown[]) => void): void;
}

export interface OfficeSdk {
  config(options: {
    url: string;
    mount: HTMLElement;
    mode?: 'normal' | 'simple';
    commonOptions?: Record<string, unknown>;
    refreshToken?: () => Promise<{ token: string; timeout?: number }>;
  }): OfficeEditor;
}

declare global {
  interface Window {
    WPS?: OfficeSdk;
  }
}

const loading = new Map<string, Promise<void>>();

/** Add a script once per address; resolves when it has run. */
export function loadScript(src: string): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(src);
        script.remove();
        reject(new Error(`Could not load ${src}`));
      };
      document.head.append(script);
    });
    loading.set(src, promise);
  }
  return promise;
}

export async function loadOfficeSdk(src: string): Promise<OfficeSdk> {
  if (!window.WPS) await loadScript(src);
  if (!window.WPS) throw new Error('The office SDK did not define WPS');
  return window.WPS;
}
