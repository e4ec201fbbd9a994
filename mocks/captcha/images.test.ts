import { decode } from 'fast-png';
import { describe, expect, it } from 'vitest';
import {
  CLICK_COUNT,
  IMAGE_HEIGHT,
  IMAGE_WIDTH,
  PIECE_WIDTH,
  WORD_SET,
  createRandom,
  generateBlockPuzzle,
  generateClickWord,
} from './images';

const png = (base64: string) => decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));

describe('slide puzzle images', () => {
  it('decode to a 310 x 155 picture and a 47 x 155 piece with transparency', () => {
    const images = generateBlockPuzzle(createRandom(1));
    const original = png(images.originalImageBase64);
    const piece = png(images.jigsawImageBase64);
    expect([original.width, original.height]).toEqual([IMAGE_WIDTH, IMAGE_HEIGHT]);
    expect([piece.width, piece.height, piece.channels]).toEqual([PIECE_WIDTH, IMAGE_HEIGHT, 4]);
    // Transparent above and below the piece, opaque in it.
    const alpha = (x: number, y: number) => piece.data[(y * PIECE_WIDTH + x) * 4 + 3];
    expect(alpha(20, 0)).toBe(0);
    expect(alpha(20, IMAGE_HEIGHT - 1)).toBe(0);
    let opaque = 0;
    for (let i = 3; i < piece.data.length; i += 4) if (piece.data[i] === 255) opaque += 1;
    expect(opaque).toBeGreaterThan(30 * 30);
  });

  it('keep the gap well inside the picture, leaving room for the piece', () => {
    for (let seed = 1; seed <= 50; seed += 1) {
      const { gapX } = generateBlockPuzzle(createRandom(seed));
      expect(gapX).toBeGreaterThanOrEqual(50);
      expect(gapX + PIECE_WIDTH).toBeLessThanOrEqual(IMAGE_WIDTH - 5);
    }
  });

  it('show a visible gap: the picture under the piece differs from the piece', () => {
    for (const seed of [2, 3, 4, 5]) {
      const images = generateBlockPuzzle(createRandom(seed));
      const original = png(images.originalImageBase64);
      const piece = png(images.jigsawImageBase64);
      let difference = 0;
      let count = 0;
      for (let y = 0; y < IMAGE_HEIGHT; y += 1) {
        for (let x = 0; x < PIECE_WIDTH; x += 1) {
          const p = (y * PIECE_WIDTH + x) * 4;
          if (piece.data[p + 3] !== 255) continue;
          const o = (y * IMAGE_WIDTH + images.gapX + x) * 3;
          for (let c = 0; c < 3; c += 1) difference += Math.abs(piece.data[p + c] - original.data[o + c]);
          count += 3;
        }
      }
      expect(difference / count).toBeGreaterThan(25);
    }
  });

  it('are the same for the same seed and differ between seeds', () => {
    expect(generateBlockPuzzle(createRandom(9))).toEqual(generateBlockPuzzle(createRandom(9)));
    expect(generateBlockPuzzle(createRandom(9)).originalImageBase64).not.toBe(generateBlockPuzzle(createRandom(10)).originalImageBase64);
  });
});

describe('click-word images', () => {
  it('decode to 310 x 155 and ask for 3 different words from the word set', () => {
    for (let seed = 1; seed <= 20; seed += 1) {
      const images = generateClickWord(createRandom(seed));
      const original = png(images.originalImageBase64);
      expect([original.width, original.height]).toEqual([IMAGE_WIDTH, IMAGE_HEIGHT]);
      expect(images.wordList).toHaveLength(CLICK_COUNT);
      expect(new Set(images.wordList).size).toBe(CLICK_COUNT);
      for (const word of images.wordList) expect(WORD_SET).toContain(word);
    }
  });

  it('place the words inside the picture, far apart', () => {
    for (let seed = 1; seed <= 20; seed += 1) {
      const { points } = generateClickWord(createRandom(seed));
      for (const p of points) {
        expect(p.x).toBeGreaterThanOrEqual(20);
        expect(p.x).toBeLessThanOrEqual(IMAGE_WIDTH - 20);
        expect(p.y).toBeGreaterThanOrEqual(20);
        expect(p.y).toBeLessThanOrEqual(IMAGE_HEIGHT - 20);
      }
      for (let i = 0; i < points.length; i += 1) {
        for (let j = i + 1; j < points.length; j += 1) {
          // More than twice the 25-px click tolerance: one click can never match two words.
          expect(Math.hypot(points[i].x - points[j].x, points[i].y - points[j].y)).toBeGreaterThan(50);
        }
      }
    }
  });

  it('draw the words: each word centre stands out from the picture around it', () => {
    const images = generateClickWord(createRandom(3));
    const { data } = png(images.originalImageBase64);
    const luminance = (x: number, y: number) => {
      const i = (y * IMAGE_WIDTH + x) * 3;
      return 0.3 * data[i] + 0.59 * data[i + 1] + 0.11 * data[i + 2];
    };
    for (const { x, y } of images.points) {
      let min = 255;
      let max = 0;
      for (let dy = -10; dy <= 10; dy += 1) {
        for (let dx = -10; dx <= 10; dx += 1) {
          const l = luminance(x + dx, y + dy);
          min = Math.min(min, l);
          max = Math.max(max, l);
        }
      }
      expect(max - min).toBeGreaterThan(80);
    }
  });
});
