/** The watermark's look, shared by the on-screen layer and what is stamped into printed pages. */
export const WATERMARK_STYLE = {
  /** Mid grey at low opacity: seen on white pages and on the video's black alike. */
  color: 'rgba(120, 120, 120, 0.3)',
  fontSize: 14,
  /** Of the font size, between the lines of one block. */
  lineHeight: 1.3,
  rotate: -22,
  gap: [96, 72] as [number, number],
};

/**
 * Tile `lines` over a canvas already drawn (a PDF page about to be printed), so the paper carries the mark
 * even where a print path bypasses the on-screen layer. `scale` is the canvas pixels per CSS pixel.
 */
export function stampWatermark(ctx: CanvasRenderingContext2D, width: number, height: number, lines: readonly string[], scale = 1): void {
  if (!lines.length) return;
  const fontSize = WATERMARK_STYLE.fontSize * scale;
  const lineHeight = fontSize * WATERMARK_STYLE.lineHeight;
  ctx.save();
  ctx.font = `${fontSize}px sans-serif`;
  ctx.fillStyle = WATERMARK_STYLE.color;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const blockWidth = Math.max(...lines.map((line) => ctx.measureText(line).width));
  const stepX = blockWidth + WATERMARK_STYLE.gap[0] * scale;
  const stepY = lines.length * lineHeight + WATERMARK_STYLE.gap[1] * scale;
  const angle = (WATERMARK_STYLE.rotate * Math.PI) / 180;
  for (let y = stepY / 2, row = 0; y < height + stepY; y += stepY, row += 1) {
    // Alternate rows shift by half a tile, as the on-screen layer does.
    for (let x = row % 2 ? 0 : stepX / 2; x < width + stepX; x += stepX) {
      ctx.save();
      ctx.translate(x, y);
      ctx.rotate(angle);
      lines.forEach((line, i) => ctx.fillText(line, 0, (i - (lines.length - 1) / 2) * lineHeight));
      ctx.restore();
    }
  }
  ctx.restore();
}
