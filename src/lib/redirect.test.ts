import { describe, expect, it } from 'vitest';
import { centralLoginAddress, safeAppPath } from './redirect';

describe('safeAppPath', () => {
  it.each([
    ['/filelist?dir=3', '/filelist?dir=3'],
    ['#/home', '/home'],
    [`${window.location.origin}${window.location.pathname}#/disk`, '/disk'],
  ])('keeps the app path %s', (input, expected) => {
    expect(safeAppPath(input)).toBe(expected);
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example',
    'javascript:alert(1)',
    '/javascript:alert(1)',
    'filelist',
    '/login',
    '',
    null,
    '/home\n',
  ])('ignores %s', (input) => {
    expect(safeAppPath(input)).toBeNull();
  });
});

describe('centralLoginAddress', () => {
  it('adds the redirect parameter, encoded', () => {
    expect(centralLoginAddress('http://localhost:3000/#/filelist?dir=3')).toBe(
      '#/login?redirect=http%3A%2F%2Flocalhost%3A3000%2F%23%2Ffilelist%3Fdir%3D3',
    );
  });
});
