/**
 * Captcha pictures for the mock backend, drawn pixel by pixel and encoded with fast-png, so they work
 * the same in the browser and in Node/jsdom (no canvas, no Buffer, no fonts).
 * Sizes follow AJ-Captcha: a 310 x 155 background and, for the slide puzzle, a 47 x 155 piece image
 * with the piece at the gap's height, so the client only moves it sideways.
 */
import { encode } from 'fast-png';

export const IMAGE_WIDTH = 310;
export const IMAGE_HEIGHT = 155;
/** Width of the slide piece image (the block is 47/310 of the picture). */
export const PIECE_WIDTH = 47;
/** Words drawn on a click-word picture; the player is asked for the first CLICK_COUNT of them in a random order. */
const DRAWN_WORDS = 4;
export const CLICK_COUNT = 3;

export type Random = () => number;

export interface Point {
  x: number;
  y: number;
}

export interface BlockPuzzleImages {
  originalImageBase64: string;
  jigsawImageBase64: string;
  /** Left edge of the gap in the original: the distance the piece must travel. */
  gapX: number;
}

export interface ClickWordImages {
  originalImageBase64: string;
  wordList: string[];
  /** Centres of the words of `wordList`, in the same order. */
  points: Point[];
}

/** mulberry32: small, fast and good enough for pictures; a fixed seed gives the same picture. */
export function createRandom(seed: number = Math.floor(Math.random() * 2 ** 32)): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (random: Random, min: number, max: number) => min + random() * (max - min);
const intBetween = (random: Random, min: number, max: number) => Math.floor(between(random, min, max + 1));
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];
const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);

type Rgb = readonly [number, number, number];

interface Palette {
  dark: boolean;
  top: Rgb;
  bottom: Rgb;
  accents: readonly Rgb[];
  hills: readonly [Rgb, Rgb];
}

const PALETTES: readonly Palette[] = [
  {
    dark: false,
    top: [186, 220, 246],
    bottom: [250, 238, 214],
    accents: [
      [255, 214, 150],
      [255, 255, 255],
      [160, 200, 240],
    ],
    hills: [
      [150, 190, 170],
      [96, 150, 120],
    ],
  },
  {
    dark: false,
    top: [252, 228, 200],
    bottom: [255, 246, 230],
    accents: [
      [255, 180, 140],
      [255, 230, 160],
      [240, 200, 220],
    ],
    hills: [
      [214, 170, 140],
      [170, 120, 100],
    ],
  },
  {
    dark: false,
    top: [208, 240, 226],
    bottom: [240, 250, 236],
    accents: [
      [255, 250, 200],
      [180, 230, 210],
      [255, 255, 255],
    ],
    hills: [
      [130, 190, 150],
      [80, 140, 110],
    ],
  },
  {
    dark: false,
    top: [226, 216, 248],
    bottom: [250, 236, 246],
    accents: [
      [255, 220, 240],
      [200, 190, 250],
      [255, 255, 255],
    ],
    hills: [
      [170, 150, 200],
      [120, 100, 160],
    ],
  },
  {
    dark: true,
    top: [18, 26, 58],
    bottom: [60, 44, 96],
    accents: [
      [250, 220, 140],
      [120, 140, 230],
      [200, 120, 200],
    ],
    hills: [
      [36, 40, 80],
      [16, 18, 40],
    ],
  },
  {
    dark: true,
    top: [12, 44, 40],
    bottom: [40, 90, 70],
    accents: [
      [240, 230, 150],
      [90, 190, 150],
      [60, 120, 160],
    ],
    hills: [
      [20, 60, 48],
      [8, 30, 24],
    ],
  },
  {
    dark: true,
    top: [10, 30, 70],
    bottom: [20, 90, 130],
    accents: [
      [130, 220, 240],
      [250, 250, 210],
      [40, 130, 200],
    ],
    hills: [
      [16, 50, 90],
      [6, 24, 50],
    ],
  },
  {
    dark: true,
    top: [56, 20, 48],
    bottom: [120, 50, 70],
    accents: [
      [255, 170, 120],
      [240, 120, 150],
      [250, 220, 160],
    ],
    hills: [
      [70, 26, 50],
      [36, 12, 30],
    ],
  },
];

/** An RGB picture with float channels, composited in place. */
interface Raster {
  width: number;
  height: number;
  data: Float32Array;
  palette: Palette;
}

function blend(raster: Raster, x: number, y: number, color: Rgb, alpha: number) {
  if (alpha <= 0) return;
  const i = (y * raster.width + x) * 3;
  const d = raster.data;
  d[i] += (color[0] - d[i]) * alpha;
  d[i + 1] += (color[1] - d[i + 1]) * alpha;
  d[i + 2] += (color[2] - d[i + 2]) * alpha;
}

/** A landscape-like picture: sky gradient, soft glowing shapes, two rolling hills and fine grain. */
function paintBackground(random: Random): Raster {
  const width = IMAGE_WIDTH;
  const height = IMAGE_HEIGHT;
  const palette = pick(random, PALETTES);
  const data = new Float32Array(width * height * 3);
  const raster: Raster = { width, height, data, palette };
  const tilt = between(random, -0.4, 0.4);

  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const t = clamp01(y / height + (tilt * (x - width / 2)) / width);
      const i = (y * width + x) * 3;
      for (let c = 0; c < 3; c += 1) data[i + c] = palette.top[c] + (palette.bottom[c] - palette.top[c]) * t;
    }
  }

  const blobs = intBetween(random, 5, 8);
  for (let b = 0; b < blobs; b += 1) {
    const cx = between(random, -20, width + 20);
    const cy = between(random, -20, height * 0.8);
    const rx = between(random, 18, 70);
    const ry = rx * between(random, 0.6, 1.2);
    const strength = between(random, 0.25, 0.6);
    const color = pick(random, palette.accents);
    for (let y = Math.max(0, Math.floor(cy - ry)); y < Math.min(height, Math.ceil(cy + ry)); y += 1) {
      for (let x = Math.max(0, Math.floor(cx - rx)); x < Math.min(width, Math.ceil(cx + rx)); x += 1) {
        const d2 = ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2;
        if (d2 < 1) blend(raster, x, y, color, strength * (1 - d2) * (1 - d2));
      }
    }
  }

  palette.hills.forEach((color, layer) => {
    const base = height * (layer === 0 ? between(random, 0.5, 0.65) : between(random, 0.72, 0.85));
    const waves = [0, 1, 2].map(() => ({
      amplitude: between(random, 3, 14) / (layer + 1),
      frequency: between(random, 0.008, 0.04),
      phase: between(random, 0, Math.PI * 2),
    }));
    for (let x = 0; x < width; x += 1) {
      const ridge = waves.reduce((sum, w) => sum + w.amplitude * Math.sin(x * w.frequency + w.phase), base);
      for (let y = Math.max(0, Math.floor(ridge) - 1); y < height; y += 1) {
        // Soft ridge edge, and the hill fades slightly towards the bottom for depth.
        const edge = clamp01(y + 0.5 - ridge);
        blend(raster, x, y, color, edge * (0.85 - 0.25 * ((y - ridge) / height)));
      }
    }
  });

  for (let i = 0; i < data.length; i += 3) {
    const grain = (random() - 0.5) * 10;
    data[i] += grain;
    data[i + 1] += grain;
    data[i + 2] += grain;
  }
  return raster;
}

/** Shape of the jigsaw piece as an (approximate) signed distance: negative inside, in pixels. */
function pieceDistance(x: number, y: number, top: number): number {
  const bodyLeft = 1;
  const bodyRight = 38;
  const bodyTop = top + 7;
  const bodyBottom = bodyTop + 37;
  const midY = (bodyTop + bodyBottom) / 2;
  const midX = (bodyLeft + bodyRight) / 2;
  const qx = Math.abs(x - midX) - (bodyRight - bodyLeft) / 2;
  const qy = Math.abs(y - midY) - (bodyBottom - bodyTop) / 2;
  const body = Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0);
  const knobTop = Math.hypot(x - midX, y - bodyTop) - 6.5;
  const knobRight = Math.hypot(x - bodyRight, y - midY) - 6.5;
  const notchLeft = Math.hypot(x - bodyLeft, y - midY) - 5;
  const notchBottom = Math.hypot(x - midX, y - bodyBottom) - 5;
  return Math.max(Math.min(body, knobTop, knobRight), -notchLeft, -notchBottom);
}

/** Tallest extent of the piece below its `top` (knob included). */
const PIECE_HEIGHT = 44;

function toRgbBytes(raster: Raster): Uint8Array {
  const out = new Uint8Array(raster.data.length);
  for (let i = 0; i < out.length; i += 1) out[i] = Math.max(0, Math.min(255, Math.round(raster.data[i])));
  return out;
}

/** Base64 without Buffer, so it also runs in the browser. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  // apply, not a spread: a spread walks the typed array through its iterator, several times slower.
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000) as unknown as number[]);
  return btoa(binary);
}

function pngBase64(width: number, height: number, data: Uint8Array, channels: 3 | 4): string {
  return bytesToBase64(encode({ width, height, data, channels, depth: 8 }));
}

export function generateBlockPuzzle(random: Random = createRandom()): BlockPuzzleImages {
  const raster = paintBackground(random);
  const clean = toRgbBytes(raster);
  const gapX = intBetween(random, 70, IMAGE_WIDTH - PIECE_WIDTH - 8);
  const top = intBetween(random, 10, IMAGE_HEIGHT - PIECE_HEIGHT - 10);

  const piece = new Uint8Array(PIECE_WIDTH * IMAGE_HEIGHT * 4);
  for (let y = top - 2; y < top + PIECE_HEIGHT + 2; y += 1) {
    for (let lx = 0; lx < PIECE_WIDTH; lx += 1) {
      const distance = pieceDistance(lx + 0.5, y + 0.5, top);
      const coverage = clamp01(0.5 - distance);
      const outline = clamp01(1.6 - Math.abs(distance));
      if (coverage <= 0 && outline <= 0) continue;
      const x = gapX + lx;
      const src = (y * IMAGE_WIDTH + x) * 3;
      const dst = (y * PIECE_WIDTH + lx) * 4;
      // The piece: the cut-out with a light outline; transparent elsewhere.
      for (let c = 0; c < 3; c += 1) piece[dst + c] = Math.round(clean[src + c] + (255 - clean[src + c]) * outline * 0.85);
      piece[dst + 3] = Math.round(255 * Math.max(coverage, outline * 0.9));
      // The gap: darkened hole with a thin light rim.
      blend(raster, x, y, [0, 0, 0], coverage * (raster.palette.dark ? 0.55 : 0.45));
      blend(raster, x, y, [255, 255, 255], outline * 0.7);
    }
  }

  return {
    originalImageBase64: pngBase64(IMAGE_WIDTH, IMAGE_HEIGHT, toRgbBytes(raster), 3),
    jigsawImageBase64: pngBase64(PIECE_WIDTH, IMAGE_HEIGHT, piece, 4),
    gapX,
  };
}

/*
 * A tiny built-in bitmap font: 5 columns per glyph, '#' is ink. Capitals and digits are 7 rows high;
 * lower case uses rows 2-6 for the x-height and rows 7-8 for descenders.
 */
const GLYPHS: Record<string, readonly string[]> = {
  '1': ['..#..', '.##..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  '2': ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
  '3': ['#####', '...#.', '..#..', '...#.', '....#', '#...#', '.###.'],
  '4': ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
  '5': ['#####', '#....', '####.', '....#', '....#', '#...#', '.###.'],
  '6': ['..##.', '.#...', '#....', '####.', '#...#', '#...#', '.###.'],
  '7': ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  '8': ['.###.', '#...#', '#...#', '.###.', '#...#', '#...#', '.###.'],
  '9': ['.###.', '#...#', '#...#', '.####', '....#', '...#.', '.##..'],
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  B: ['####.', '#...#', '#...#', '####.', '#...#', '#...#', '####.'],
  C: ['.###.', '#...#', '#....', '#....', '#....', '#...#', '.###.'],
  D: ['###..', '#..#.', '#...#', '#...#', '#...#', '#..#.', '###..'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  F: ['#####', '#....', '#....', '####.', '#....', '#....', '#....'],
  G: ['.###.', '#...#', '#....', '#.###', '#...#', '#...#', '.####'],
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  I: ['.###.', '..#..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  J: ['..###', '...#.', '...#.', '...#.', '...#.', '#..#.', '.##..'],
  K: ['#...#', '#..#.', '#.#..', '##...', '#.#..', '#..#.', '#...#'],
  L: ['#....', '#....', '#....', '#....', '#....', '#....', '#####'],
  M: ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
  N: ['#...#', '#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#'],
  O: ['.###.', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  P: ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
  Q: ['.###.', '#...#', '#...#', '#...#', '#.#.#', '#..#.', '.##.#'],
  R: ['####.', '#...#', '#...#', '####.', '#.#..', '#..#.', '#...#'],
  S: ['.####', '#....', '#....', '.###.', '....#', '....#', '####.'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  V: ['#...#', '#...#', '#...#', '#...#', '#...#', '.#.#.', '..#..'],
  W: ['#...#', '#...#', '#...#', '#.#.#', '#.#.#', '#.#.#', '.#.#.'],
  X: ['#...#', '#...#', '.#.#.', '..#..', '.#.#.', '#...#', '#...#'],
  Y: ['#...#', '#...#', '.#.#.', '..#..', '..#..', '..#..', '..#..'],
  Z: ['#####', '....#', '...#.', '..#..', '.#...', '#....', '#####'],
  a: ['.....', '.....', '.###.', '....#', '.####', '#...#', '.####'],
  b: ['#....', '#....', '#.##.', '##..#', '#...#', '#...#', '####.'],
  c: ['.....', '.....', '.###.', '#....', '#....', '#...#', '.###.'],
  d: ['....#', '....#', '.##.#', '#..##', '#...#', '#...#', '.####'],
  e: ['.....', '.....', '.###.', '#...#', '#####', '#....', '.###.'],
  f: ['..##.', '.#..#', '.#...', '###..', '.#...', '.#...', '.#...'],
  g: ['.....', '.....', '.####', '#...#', '#...#', '.####', '....#', '#...#', '.###.'],
  h: ['#....', '#....', '#.##.', '##..#', '#...#', '#...#', '#...#'],
  i: ['..#..', '.....', '.##..', '..#..', '..#..', '..#..', '.###.'],
  j: ['...#.', '.....', '..##.', '...#.', '...#.', '...#.', '...#.', '#..#.', '.##..'],
  k: ['#....', '#....', '#..#.', '#.#..', '##...', '#.#..', '#..#.'],
  l: ['.##..', '..#..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  m: ['.....', '.....', '##.#.', '#.#.#', '#.#.#', '#...#', '#...#'],
  n: ['.....', '.....', '#.##.', '##..#', '#...#', '#...#', '#...#'],
  o: ['.....', '.....', '.###.', '#...#', '#...#', '#...#', '.###.'],
  p: ['.....', '.....', '####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
  q: ['.....', '.....', '.####', '#...#', '#...#', '.####', '....#', '....#', '....#'],
  r: ['.....', '.....', '#.##.', '##..#', '#....', '#....', '#....'],
  s: ['.....', '.....', '.###.', '#....', '.###.', '....#', '####.'],
  t: ['.#...', '.#...', '###..', '.#...', '.#...', '.#..#', '..##.'],
  u: ['.....', '.....', '#...#', '#...#', '#...#', '#..##', '.##.#'],
  v: ['.....', '.....', '#...#', '#...#', '#...#', '.#.#.', '..#..'],
  w: ['.....', '.....', '#...#', '#...#', '#.#.#', '#.#.#', '.#.#.'],
  x: ['.....', '.....', '#...#', '.#.#.', '..#..', '.#.#.', '#...#'],
  y: ['.....', '.....', '#...#', '#...#', '#...#', '.####', '....#', '#...#', '.###.'],
  z: ['.....', '.....', '#####', '...#.', '..#..', '.#...', '#####'],
};

/** The word set: digits 1-9 and the Latin letters, as the product's own captcha uses. */
export const WORD_SET: readonly string[] = Object.keys(GLYPHS);

/** Words that look alike share a group, so one picture never holds two of them. */
const LOOK_ALIKE: Record<string, string> = { '1': 'l', i: 'l', j: 'l', I: 'l', '2': 'z', '5': 's', '9': 'g', q: 'g', '6': 'b', '8': 'b' };
const lookAlikeGroup = (word: string) => LOOK_ALIKE[word] ?? word.toLowerCase();

interface Glyph {
  rows: readonly string[];
  /** Centre of the ink, in cells. */
  centre: Point;
}

function glyphOf(word: string): Glyph {
  const rows = GLYPHS[word];
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x += 1) {
      if (row[x] !== '#') continue;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x + 1);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y + 1);
    }
  });
  return { rows, centre: { x: (minX + maxX) / 2, y: (minY + maxY) / 2 } };
}

const inked = (rows: readonly string[], col: number, row: number) => rows[row]?.[col] === '#';

/** Squared distance, in cells, from (u, v) to the nearest inked cell; 0 inside ink. */
function inkDistance2(rows: readonly string[], u: number, v: number): number {
  const col = Math.floor(u);
  const row = Math.floor(v);
  let best = Infinity;
  for (let r = row - 1; r <= row + 1; r += 1) {
    for (let c = col - 1; c <= col + 1; c += 1) {
      if (!inked(rows, c, r)) continue;
      const dx = Math.max(c - u, 0, u - (c + 1));
      const dy = Math.max(r - v, 0, v - (r + 1));
      best = Math.min(best, dx * dx + dy * dy);
    }
  }
  return best;
}

const SUPERSAMPLE = 3;
const INK_REACH = 0.12;
const HALO_REACH = 0.6;

/** Draws a glyph scaled by `scale` pixels per cell and rotated by `angle`, its ink centred on `at`. */
function drawWord(raster: Raster, word: string, at: Point, scale: number, angle: number, ink: Rgb, halo: Rgb) {
  const glyph = glyphOf(word);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const reach = Math.ceil(scale * 5.5) + 2;
  const samples = SUPERSAMPLE * SUPERSAMPLE;
  // A pixel whose centre is this far from any ink cannot touch the halo: skip its subsamples.
  const skipBeyond = (HALO_REACH + 0.75 / scale) ** 2;
  const toGlyph = (px: number, py: number) => {
    const dx = px - at.x;
    const dy = py - at.y;
    return [(dx * cos + dy * sin) / scale + glyph.centre.x, (-dx * sin + dy * cos) / scale + glyph.centre.y] as const;
  };
  for (let y = Math.max(0, Math.floor(at.y - reach)); y < Math.min(raster.height, Math.ceil(at.y + reach)); y += 1) {
    for (let x = Math.max(0, Math.floor(at.x - reach)); x < Math.min(raster.width, Math.ceil(at.x + reach)); x += 1) {
      const [cu, cv] = toGlyph(x + 0.5, y + 0.5);
      if (inkDistance2(glyph.rows, cu, cv) > skipBeyond) continue;
      let inkHits = 0;
      let haloHits = 0;
      for (let sy = 0; sy < SUPERSAMPLE; sy += 1) {
        for (let sx = 0; sx < SUPERSAMPLE; sx += 1) {
          const [u, v] = toGlyph(x + (sx + 0.5) / SUPERSAMPLE, y + (sy + 0.5) / SUPERSAMPLE);
          const distance2 = inkDistance2(glyph.rows, u, v);
          if (distance2 <= INK_REACH ** 2) inkHits += 1;
          else if (distance2 <= HALO_REACH ** 2) haloHits += 1;
        }
      }
      blend(raster, x, y, halo, ((inkHits + haloHits) / samples) * 0.85);
      blend(raster, x, y, ink, inkHits / samples);
    }
  }
}

const INK_ON_LIGHT: readonly Rgb[] = [
  [180, 30, 40],
  [30, 60, 160],
  [20, 110, 60],
  [120, 40, 140],
  [30, 30, 30],
];
const INK_ON_DARK: readonly Rgb[] = [
  [255, 230, 120],
  [255, 255, 255],
  [140, 230, 255],
  [255, 170, 200],
  [170, 255, 170],
];

function chooseWords(random: Random): string[] {
  const words: string[] = [];
  const groups = new Set<string>();
  while (words.length < DRAWN_WORDS) {
    const word = pick(random, WORD_SET);
    if (groups.has(lookAlikeGroup(word))) continue;
    groups.add(lookAlikeGroup(word));
    words.push(word);
  }
  return words;
}

/** Word centres far enough apart that words never overlap and one click never matches two words. */
function choosePlaces(random: Random, count: number): Point[] {
  const margin = 26;
  const minDistance = 58;
  for (;;) {
    const places: Point[] = [];
    for (let attempt = 0; attempt < 200 && places.length < count; attempt += 1) {
      const candidate = {
        x: intBetween(random, margin, IMAGE_WIDTH - margin),
        y: intBetween(random, margin, IMAGE_HEIGHT - margin),
      };
      if (places.every((p) => Math.hypot(p.x - candidate.x, p.y - candidate.y) >= minDistance)) places.push(candidate);
    }
    if (places.length === count) return places;
  }
}

export function generateClickWord(random: Random = createRandom()): ClickWordImages {
  const raster = paintBackground(random);
  const words = chooseWords(random);
  const places = choosePlaces(random, words.length);
  const dark = raster.palette.dark;
  words.forEach((word, i) => {
    const ink = pick(random, dark ? INK_ON_DARK : INK_ON_LIGHT);
    const halo: Rgb = dark ? [10, 10, 20] : [255, 255, 255];
    drawWord(raster, word, places[i], between(random, 4, 5), between(random, -0.45, 0.45), ink, halo);
  });

  // Ask for CLICK_COUNT of the drawn words, in an order unrelated to where they were drawn.
  const order = words.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  const asked = order.slice(0, CLICK_COUNT);
  return {
    originalImageBase64: pngBase64(IMAGE_WIDTH, IMAGE_HEIGHT, toRgbBytes(raster), 3),
    wordList: asked.map((i) => words[i]),
    points: asked.map((i) => places[i]),
  };
}
