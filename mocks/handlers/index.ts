import type { HttpHandler } from 'msw';

/** Every handler of the mock /dms backend, by domain. (Filled in by the handler modules.) */
export const handlers: HttpHandler[] = [];
