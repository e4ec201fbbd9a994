import { vi } from 'vitest';

/** jsdom draws nothing: a 2D context that records the text drawn into it (the watermark stamped on printed pages). */
export function fakeCanvas() {
  const drawn: string[] = [];
  const context = {
    font: '',
    fillStyle: '',
    textAlign: 'center',
    textBaseline: 'top',
    save: () => {},
    restore: () => {},
    translate: () => {},
    rotate: () => {},
    drawImage: () => {},
    fillText: (text: string) => drawn.push(text),
    measureText: (text: string) => ({ width: text.length * 7, fontBoundingBoxAscent: 11, fontBoundingBoxDescent: 3 }),
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation((() => context) as unknown as HTMLCanvasElement['getContext']);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,AAAA');
  return { drawn, context: context as unknown as CanvasRenderingContext2D };
}
