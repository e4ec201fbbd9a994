export declare function serve(
  dir: string,
  options?: {
    port?: number;
    extraHeaders?: Record<string, string>;
    handle?: (request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => boolean;
  },
): Promise<{ origin: string; close: () => Promise<unknown> }>;
