/** Types of nginx-stack.mjs (plain Node ESM, also run as a command). */
export interface NginxOptions {
  /** The build directory to serve (dist/ for the production bundle). */
  root: string;
  /** Loopback port; a free one when omitted. */
  port?: number;
  /** Where /dms is proxied, e.g. http://127.0.0.1:8787 (DMS_BACKEND). */
  dmsBackend: string;
  /** Where /authapi is proxied (AUTH_BACKEND). */
  authBackend: string;
  /** The office editor's origin (OFFICE_ORIGIN); empty without one. */
  officeOrigin?: string;
  /** The template's text instead of deploy/nginx.conf (to test another version of it). */
  template?: string;
}

export declare const NGINX_TEMPLATE: string;
export declare function findNginx(): string;
export declare function freePort(): Promise<number>;
export declare function renderTemplate(text: string, values: Record<string, string | undefined>): string;
export declare function siteConfig(options: Omit<NginxOptions, 'port'> & { port: number }): string;
export declare function startNginx(options: NginxOptions): Promise<{
  url: string;
  port: number;
  stop: () => Promise<void>;
  /** Kills nginx and removes its folder at once (a process on its way out). */
  stopNow: () => void;
}>;
