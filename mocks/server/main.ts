/**
 * `npm run mock-server [-- --port 8787] [--data .mock-data] [--reset]`: the HTTP mock backend (app.ts) on
 * 127.0.0.1. The port also comes from MOCK_PORT (0 takes a free one), the data folder from MOCK_DATA_DIR.
 * Once it listens it prints READY_PREFIX and its address on a line of its own (scripts/mock-server.mjs waits
 * for that line); SIGINT or SIGTERM writes the state and ends it.
 */
import { resolve } from 'node:path';
import { startHttpMock } from './app';

export const DEFAULT_PORT = 8787;
export const DEFAULT_DATA_DIR = '.mock-data';
export const READY_PREFIX = '[mock-server] listening on ';

const USAGE = `Usage: npm run mock-server -- [--port N] [--data DIR] [--reset]
  --port N     port on 127.0.0.1 (default: MOCK_PORT, else ${DEFAULT_PORT}; 0 takes a free port)
  --data DIR   data folder for the state and stored files (default: MOCK_DATA_DIR, else ${DEFAULT_DATA_DIR})
  --reset      start from the seed, whatever the data folder holds`;

export interface CliOptions {
  port: number;
  dataDir: string;
  reset: boolean;
}

export function parseArgs(argv: readonly string[], env: Record<string, string | undefined> = process.env): CliOptions | 'help' {
  let port = env.MOCK_PORT ?? String(DEFAULT_PORT);
  let dataDir = env.MOCK_DATA_DIR || DEFAULT_DATA_DIR;
  let reset = false;
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const value = () => {
      const next = inline ?? argv[++i];
      if (next === undefined) throw new Error(`${flag} needs a value`);
      return next;
    };
    if (flag === '--port') port = value();
    else if (flag === '--data') dataDir = value();
    else if (flag === '--reset') reset = true;
    else if (flag === '--help' || flag === '-h') return 'help';
    else throw new Error(`Unknown option ${argv[i]}`);
  }
  const portNumber = Number(port);
  if (!Number.isInteger(portNumber) || portNumber < 0 || portNumber > 65535) throw new Error(`Not a port: ${port}`);
  return { port: portNumber, dataDir: resolve(dataDir), reset };
}

export async function main(argv: readonly string[]): Promise<void> {
  let options: CliOptions | 'help';
  try {
    options = parseArgs(argv);
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (options === 'help') {
    console.log(USAGE);
    return;
  }
  // One bad reply must not end the server for every test using it (the adapter sends replies unawaited).
  process.on('unhandledRejection', (error) => console.error('[mock-server] unhandled error:', error));
  const server = await startHttpMock(options);
  const stop = () => {
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('[mock-server] could not stop cleanly', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  console.log(`${READY_PREFIX}${server.url} (data: ${options.dataDir}${options.reset ? ', reset to the seed' : ''})`);
}
