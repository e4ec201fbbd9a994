import { WATERMARK_STYLE } from './stamp-watermark';

/** The tile of the on-screen layer: an SVG image as a CSS url, and the size it repeats at. */
export interface WatermarkTile {
  url: string;
  width: number;
  height: number;
}

/** A character's advance in ems, on the wide side: CJK and full-width forms take a whole em, the rest about 0.6. */
const advance = (char: string) => (char.codePointAt(0)! >= 0x2e80 ? 1 : 0.6);

const textWidth = (line: string) => [...line].reduce((width, char) => width + advance(char), 0) * WATERMARK_STYLE.fontSize;

/**
 * A lone surrogate (from a malformed name) would make encodeURIComponent throw: shown as U+FFFD. Control
 * characters, which XML refuses, are shown as pictures by revealBidi before the lines get here.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const escapeXml = (text: string) =>
  text
    .replace(LONE_SURROGATE, '\uFFFD')
    .replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * The watermark's tile, laid out as antd's Watermark lays it: the lines as one block turned by
 * WATERMARK_STYLE.rotate, two columns per tile with the second shifted down by half a tile, WATERMARK_STYLE.gap
 * apart. Text in an SVG rather than pixels of a canvas: made at once while rendering, and a few hundred bytes
 * over a large box, which Chromium's Largest Contentful Paint skips as a low-entropy image.
 */
export function watermarkTile(lines: readonly string[]): WatermarkTile {
  const { fontSize, rotate, gap, color } = WATERMARK_STYLE;
  const lineHeight = fontSize * WATERMARK_STYLE.lineHeight;
  const blockWidth = Math.max(...lines.map(textWidth));
  const blockHeight = lines.length * lineHeight;
  const angle = (rotate * Math.PI) / 180;
  const [cos, sin] = [Math.abs(Math.cos(angle)), Math.abs(Math.sin(angle))];
  const turnedWidth = blockWidth * cos + blockHeight * sin;
  const turnedHeight = blockWidth * sin + blockHeight * cos;
  const width = Math.ceil((turnedWidth + gap[0]) * 2);
  const height = Math.ceil(turnedHeight + gap[1]);
  const spans = lines
    .map((line, i) => `<tspan x="0" y="${round((i - (lines.length - 1) / 2) * lineHeight)}">${escapeXml(line)}</tspan>`)
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><text id="m" transform="rotate(${rotate})" fill="${color}" font-family="sans-serif" font-size="${fontSize}" ` +
    `text-anchor="middle" dominant-baseline="central">${spans}</text></defs>` +
    // The second block straddles the tile's top and bottom edges: drawn at both, it joins across tiles.
    `<use href="#m" x="${round(width / 4)}" y="${round(height / 2)}"/>` +
    `<use href="#m" x="${round((width * 3) / 4)}" y="0"/>` +
    `<use href="#m" x="${round((width * 3) / 4)}" y="${height}"/></svg>`;
  return { url: `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}")`, width, height };
}
