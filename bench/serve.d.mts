export declare function serve(
  dir: string,
  options?: { port?: number; extraHeaders?: Record<string, string> },
): Promise<{ origin: string; close: () => Promise<unknown> }>;
