/**
 * Text files arrive as bytes in whatever encoding their author's machine used: UTF-8 (with or without a BOM),
 * UTF-16 with a BOM, or, from Chinese Windows machines, GBK. The bytes decide: a BOM names its encoding;
 * bytes that are valid UTF-8 are UTF-8 (plain ASCII included); anything else is read as GBK.
 */
export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'gbk';

export const TEXT_ENCODINGS: TextEncodingName[] = ['utf-8', 'gbk', 'utf-16le', 'utf-16be'];

/** Thrown when bytes cannot be read as text (binary data, or an encoding the browser lacks). */
export class UnreadableTextError extends Error {
  constructor(message = 'The file is not readable text') {
    super(message);
    this.name = 'UnreadableTextError';
  }
}

export function detectEncoding(bytes: Uint8Array): TextEncodingName {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'utf-8';
  } catch {
    return 'gbk';
  }
}

/** Control characters other than tab, line feed, form feed and carriage return: binary data has many. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/g;

export interface DecodedText {
  text: string;
  encoding: TextEncodingName;
}

/** Decode with the detected (or the given) encoding; throws UnreadableTextError for binary data. */
export function decodeText(bytes: Uint8Array, encoding: TextEncodingName | 'auto' = 'auto'): DecodedText {
  const chosen = encoding === 'auto' ? detectEncoding(bytes) : encoding;
  let text: string;
  try {
    text = new TextDecoder(chosen).decode(bytes);
  } catch {
    throw new UnreadableTextError(`This browser cannot decode ${chosen}`);
  }
  const controls = text.match(CONTROL)?.length ?? 0;
  if (controls > Math.max(8, text.length / 100)) throw new UnreadableTextError();
  return { text, encoding: chosen };
}
