import { describe, expect, it } from 'vitest';
import { encodeGbk, GBK_SAMPLE_SENTENCE } from '@mocks/db/sample-content';
import { decodeText, detectEncoding, UnreadableTextError } from './decode-text';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('text encoding detection', () => {
  it('reads valid UTF-8 (and plain ASCII) as UTF-8', () => {
    expect(detectEncoding(utf8('Plain ASCII line\n'))).toBe('utf-8');
    expect(decodeText(utf8('质量手册 — ü € ✓'))).toEqual({ text: '质量手册 — ü € ✓', encoding: 'utf-8' });
  });

  it('reads bytes that are not UTF-8 as GBK', () => {
    const bytes = encodeGbk(`Backup Log\n${GBK_SAMPLE_SENTENCE}\n`);
    expect(detectEncoding(bytes)).toBe('gbk');
    expect(decodeText(bytes)).toEqual({ text: `Backup Log\n${GBK_SAMPLE_SENTENCE}\n`, encoding: 'gbk' });
  });

  it('follows a byte order mark and drops it', () => {
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('BOM 文本')]))).toEqual({ text: 'BOM 文本', encoding: 'utf-8' });
    const le = new Uint8Array([0xff, 0xfe, 0x41, 0x00, 0x87, 0x65]);
    expect(decodeText(le)).toEqual({ text: 'A文', encoding: 'utf-16le' });
    const be = new Uint8Array([0xfe, 0xff, 0x00, 0x41, 0x65, 0x87]);
    expect(decodeText(be)).toEqual({ text: 'A文', encoding: 'utf-16be' });
  });

  it('decodes with the encoding the user picks', () => {
    const bytes = encodeGbk(GBK_SAMPLE_SENTENCE);
    expect(decodeText(bytes, 'utf-8').text).toContain('\ufffd');
    expect(decodeText(bytes, 'gbk').text).toBe(GBK_SAMPLE_SENTENCE);
  });

  it('refuses binary data instead of showing garbage', () => {
    const binary = new Uint8Array(4096).map((_, i) => (i * 37) % 256);
    expect(() => decodeText(binary)).toThrow(UnreadableTextError);
    expect(() => decodeText(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0, 0, 0, 0, 0, 0, 0, 0]))).toThrow(
      UnreadableTextError,
    );
  });
});
