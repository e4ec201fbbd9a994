import { describe, expect, it } from 'vitest';
import { checkChoice, checkContent, pictureKindOf, signatureOf, TEST_PICTURE_MAX_BYTES } from './check-picture';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const file = (name: string, bytes: number[] | number, type = '') =>
  new File([typeof bytes === 'number' ? new Uint8Array(bytes) : new Uint8Array(bytes)], name, { type });

describe('the test screen picture rule', () => {
  it('takes one jpg or png up to 500 KB', () => {
    expect(checkChoice([file('a.png', PNG_HEAD, 'image/png')])).toBeNull();
    expect(checkChoice([file('b.JPG', [0xff, 0xd8, 0xff], 'image/jpeg')])).toBeNull();
    expect(checkChoice([file('c.jpeg', TEST_PICTURE_MAX_BYTES)])).toBeNull();
  });

  it('refuses two files, another type, an empty file and one over 500 KB', () => {
    expect(checkChoice([file('a.png', 8), file('b.png', 8)])).toEqual({ reason: 'count', count: 2 });
    expect(checkChoice([])).toEqual({ reason: 'count', count: 0 });
    expect(checkChoice([file('a.gif', 8, 'image/gif')])).toEqual({ reason: 'type', name: 'a.gif' });
    expect(checkChoice([file('a.png', 8, 'application/pdf')])).toEqual({ reason: 'type', name: 'a.png' });
    expect(checkChoice([file('a.png', 0)])).toEqual({ reason: 'empty', name: 'a.png' });
    expect(checkChoice([file('a.png', TEST_PICTURE_MAX_BYTES + 1)])).toEqual({
      reason: 'size',
      name: 'a.png',
      size: TEST_PICTURE_MAX_BYTES + 1,
    });
  });

  it('reads the kind from the name and the first bytes', async () => {
    expect(pictureKindOf({ name: 'photo.jpg', type: '' })).toBe('jpeg');
    expect(pictureKindOf({ name: 'png', type: '' })).toBeNull();
    expect(signatureOf(new Uint8Array(PNG_HEAD))).toBe('png');
    expect(signatureOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(await checkContent(file('a.png', PNG_HEAD))).toBeNull();
    expect(await checkContent(file('renamed.png', [0xff, 0xd8, 0xff, 0xe0]))).toEqual({
      reason: 'content',
      name: 'renamed.png',
      kind: 'png',
    });
  });
});
