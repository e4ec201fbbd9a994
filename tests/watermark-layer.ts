import { WATERMARK_LAYER_ATTRIBUTE } from '@/components/preview-watermark/preview-watermark';

/** The watermark layer a PreviewWatermark keeps in `box` (its direct child), if any. */
export const watermarkLayerOf = (box: Element) =>
  Array.from(box.children).find(
    (child): child is HTMLElement => child instanceof HTMLElement && child.hasAttribute(WATERMARK_LAYER_ATTRIBUTE),
  );

/** The SVG markup of a layer's tile, from its background image ('' if it has none). */
export function tileMarkup(layer: HTMLElement): string {
  const data = /^url\("data:image\/svg\+xml;charset=utf-8,(.*)"\)$/.exec(layer.style.backgroundImage)?.[1];
  return data ? decodeURIComponent(data) : '';
}

/** The lines a layer's tile draws, read back from the SVG in its background image. */
export function tileLines(layer: HTMLElement): string[] {
  const svg = new DOMParser().parseFromString(tileMarkup(layer) || '<svg/>', 'image/svg+xml');
  return Array.from(svg.querySelectorAll('tspan'), (span) => span.textContent ?? '');
}

/** The lines drawn by every watermark layer in the document, in order. */
export const drawnWatermarkLines = () =>
  Array.from(document.querySelectorAll<HTMLElement>(`[${WATERMARK_LAYER_ATTRIBUTE}]`)).flatMap(tileLines);
