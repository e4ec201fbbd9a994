import { server } from '@mocks/node';

/** Every call the app makes from now on, as "METHOD /path", until `stop`. */
export function recordCalls() {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  server.events.on('request:start', listener);
  return { calls, stop: () => server.events.removeListener('request:start', listener) };
}
