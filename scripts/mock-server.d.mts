/** Types of scripts/mock-server.mjs (plain Node ESM), for TypeScript callers. */
export interface MockServerOptions {
  /** 0 (default) takes a free port. */
  port?: number;
  /** The data folder; default: a fresh temporary one, removed by stop(). */
  dataDir?: string;
  /** Start from the seed, whatever `dataDir` holds. */
  reset?: boolean;
  /** The child's environment (default: this process's). */
  env?: NodeJS.ProcessEnv;
  /** Receives what the server prints (default: dropped). */
  onLog?: (line: string) => void;
  /** How long to wait for it to listen (default 60 s). */
  timeoutMs?: number;
}

export interface MockServer {
  url: string;
  port: number;
  pid: number;
  dataDir: string;
  /** Ends the server (SIGTERM: it writes its state first) and removes a data folder it made itself. */
  stop(): Promise<void>;
  /** Ends it as a crash would (SIGKILL: nothing written on the way out), once it has exited. */
  kill(): Promise<void>;
  /** Kills it and removes a data folder it made itself, at once (a process on its way out). */
  stopNow(): void;
}

export function startMockServer(options?: MockServerOptions): Promise<MockServer>;

/** The local mode's backend (MOCK_PORT, default 8787; MOCK_DATA_DIR, default .mock-data), printing its log. */
export function startLocalMockServer(options?: { reset?: boolean }): Promise<MockServer>;
