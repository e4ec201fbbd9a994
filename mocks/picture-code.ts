/**
 * The picture code of the sign-in (spec: "Verification code required", GET /user/checkCode): four characters
 * of its own set, drawn in a dark palette over noise in a light one.
 *
 * ASSUMED (not shown by the spec):
 * - each picture is remembered by its key, the `{random}` of GET /user/checkCode/{random} ('' without one);
 * - the login carries the code read as `checkCode` and the picture's key as `checkCodeKey`; a code is good
 *   for one check, right or wrong, so a failed login needs a new picture; case does not matter;
 * - a backend that demands the code refuses a login without one; this mock demands it when told to
 *   (`mockControl.pictureCode.require(true)`, or the app's own setting in the browser) and checks it whenever
 *   a login carries one.
 */
import { HttpResponse } from 'msw';
import { db } from './db';

const PICTURE_CODE_CHARS = '123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LIGHT_PALETTE = ['#c6d4e1', '#d9c9e8', '#cfe3c8', '#f0d9b5', '#e6c3c3'];
const DARK_PALETTE = ['#1f3a93', '#6b2d5c', '#1e5631', '#7a3e00', '#2f3640'];
const CODE_LENGTH = 4;

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)];

let required = false;
let lastKey: string | null = null;

export const pictureCodeRule = {
  require(on: boolean) {
    required = on;
  },
  /** The code of the picture issued last (what a user would read off it). */
  answer: (): string | null => (lastKey === null ? null : (db().pictureCodes[lastKey] ?? null)),
  reset() {
    required = false;
    lastKey = null;
  },
};

function pictureSvg(code: string) {
  const noise = Array.from({ length: 6 }, () => {
    const [x1, y1, x2, y2] = [0, 40, 110, 40].map((max) => Math.round(Math.random() * max));
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${pick(LIGHT_PALETTE)}" stroke-width="2"/>`;
  }).join('');
  const glyphs = [...code]
    .map((ch, i) => {
      const rotate = Math.round(Math.random() * 30 - 15);
      const x = 14 + i * 24;
      return `<text x="${x}" y="28" transform="rotate(${rotate} ${x} 22)" font-family="monospace" font-size="24" fill="${pick(DARK_PALETTE)}">${ch}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="110" height="40" viewBox="0 0 110 40"><rect width="110" height="40" fill="#f5f7fa"/>${noise}${glyphs}</svg>`;
}

/** A new picture under `key`, replacing the one it named before. */
export function issuePictureCode(key: string) {
  const code = Array.from({ length: CODE_LENGTH }, () => pick([...PICTURE_CODE_CHARS])).join('');
  db().pictureCodes[key] = code;
  lastKey = key;
  return new HttpResponse(pictureSvg(code), { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' } });
}

export type PictureCodeVerdict = 'ok' | 'missing' | 'wrong';

/** Judges a login's picture code; the picture it names is used up either way. */
export function checkPictureCode(code: string | undefined, key: string | undefined): PictureCodeVerdict {
  if (code === undefined && key === undefined) return required ? 'missing' : 'ok';
  if (!code || key === undefined) return 'missing';
  const issued = db().pictureCodes[key];
  delete db().pictureCodes[key];
  return issued !== undefined && issued.toLowerCase() === code.trim().toLowerCase() ? 'ok' : 'wrong';
}
