import { expect, it } from 'vitest';
import { expectConsole } from '../console-guard';

// What jsdom cannot do reaches the console guard (tests/setup.ts, routeJsdomErrors): a test that does it
// fails unless it expects the line, as here. Before, jsdom printed it to the worker's console, past the guard.
it('jsdom saying "Not implemented" is heard by the console guard', () => {
  expectConsole('error', /^Not implemented: Window's alert\(\) method/);
  window.alert('hello');
});

it('a canvas answers no context, silently (jsdom has no canvas)', () => {
  expect(document.createElement('canvas').getContext('2d')).toBeNull();
});
