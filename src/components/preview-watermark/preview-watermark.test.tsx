import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { fakeCanvas } from '@tests/fake-canvas';
import { renderWithProviders } from '@tests/render';
import { appConfig } from '@/lib/config';
import { setUser } from '@/lib/session';
import { PreviewWatermark } from './preview-watermark';
import { stampWatermark } from './stamp-watermark';
import { useWatermarkLines, watermarkLines } from './watermark-lines';

/** The layer antd appends into the watermark's box: the div carrying the tile as its background. */
const layerOf = (box: HTMLElement) =>
  Array.from(box.children).find(
    (child): child is HTMLElement => child instanceof HTMLElement && child.style.backgroundImage.includes('data:image'),
  );

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

function Lines() {
  const lines = useWatermarkLines();
  return <output aria-label="watermark lines">{lines ? lines.join(' | ') : 'off'}</output>;
}

beforeEach(() => setUser({ username: 'Staff Member', useraccount: 'staff' }));
afterEach(() => {
  appConfig.previewWatermark = true;
  vi.restoreAllMocks();
});

describe('watermarkLines', () => {
  const openedAt = new Date(2026, 10, 25, 9, 5).getTime();
  const base = { openedAt, sharedLinkText: 'Shared link' };

  it('names the signed-in user, the account and the date and time', () => {
    expect(watermarkLines({ ...base, user: { username: 'Ann Lee', useraccount: 'ann' } })).toEqual(['Ann Lee (ann)', '2026-11-25 09:05']);
  });

  it('names the recipient a shared view knows, says it came through a shared link, and shows bidi controls', () => {
    expect(watermarkLines({ ...base, user: null, recipient: 'Acme Moulds', shared: true })).toEqual([
      'Acme Moulds',
      'Shared link',
      '2026-11-25 09:05',
    ]);
    expect(watermarkLines({ ...base, user: null, shared: true })).toEqual(['Shared link', '2026-11-25 09:05']);
    expect(watermarkLines({ ...base, user: { username: 'evil\u202Etxt', useraccount: 'x' } })[0]).not.toContain('\u202E');
  });
});

describe('PreviewWatermark', () => {
  it('tiles the viewer, account and date over its content, and hands the lines to what prints', async () => {
    const { drawn } = fakeCanvas();
    await renderWithProviders(
      <PreviewWatermark>
        <p>page text</p>
        <Lines />
      </PreviewWatermark>,
    );
    const box = screen.getByText('page text').parentElement!;
    await waitFor(() => expect(layerOf(box)).toBeDefined());
    expect(drawn).toContain('Staff Member (staff)');
    expect(drawn.some((text) => DATE_TIME.test(text))).toBe(true);
    expect(screen.getByRole('status', { name: 'watermark lines' }).textContent).toMatch(
      /^Staff Member \(staff\) \| \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    );
    expect(layerOf(box)!.style.pointerEvents).toBe('none');
  });

  it('puts the layer back when it is removed, or hidden through its style', async () => {
    fakeCanvas();
    await renderWithProviders(
      <PreviewWatermark>
        <p>page text</p>
      </PreviewWatermark>,
    );
    const box = screen.getByText('page text').parentElement!;
    // antd redraws at most once per animation frame; a person in the developer tools is slower than that.
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await waitFor(() => expect(layerOf(box)).toBeDefined());
    await nextFrame();
    layerOf(box)!.remove();
    await waitFor(() => expect(layerOf(box)).toBeDefined());
    await nextFrame();
    layerOf(box)!.style.display = 'none';
    await waitFor(() => expect(layerOf(box)!.style.display).not.toBe('none'));
  });

  it('draws lines that change within a frame of the last drawing (the delivery page learns its supplier)', async () => {
    // antd redraws at most once a frame and drops a second ask in that frame: the recipient known in the same
    // frame as the first drawing was never drawn.
    const { drawn } = fakeCanvas();
    const supplier: { tell: (name: string) => void } = { tell: () => {} };
    function Delivery() {
      const [name, setName] = useState<string>();
      useEffect(() => {
        supplier.tell = setName;
      }, []);
      return (
        <PreviewWatermark recipient={name} shared>
          <p>page text</p>
        </PreviewWatermark>
      );
    }
    await renderWithProviders(<Delivery />);
    // No frame has passed since the first drawing: the reply came at once.
    act(() => supplier.tell('Acme Moulds'));
    await waitFor(() => expect(drawn).toContain('Acme Moulds'));
    expect(drawn).toContain('Shared link');
  });

  it('in Chinese says a shared view came through a shared link', async () => {
    const { drawn } = fakeCanvas();
    await renderWithProviders(
      <PreviewWatermark recipient="供应商甲" shared>
        <p>page text</p>
      </PreviewWatermark>,
      { language: 'zh' },
    );
    await waitFor(() => expect(drawn).toContain('分享链接'));
    expect(drawn).toContain('供应商甲');
    expect(drawn).not.toContain('Staff Member (staff)');
  });

  it('draws nothing where the environment turns watermarks off', async () => {
    appConfig.previewWatermark = false;
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext');
    await renderWithProviders(
      <PreviewWatermark>
        <p>page text</p>
        <Lines />
      </PreviewWatermark>,
    );
    expect(screen.getByRole('status', { name: 'watermark lines' })).toHaveTextContent('off');
    const box = screen.getByText('page text').parentElement!;
    expect(layerOf(box)).toBeUndefined();
    expect(box.children).toHaveLength(2);
    expect(getContext).not.toHaveBeenCalled();
  });
});

describe('stampWatermark', () => {
  it('tiles every line over the whole page it is given', () => {
    const { drawn, context } = fakeCanvas();
    stampWatermark(context, 1240, 1754, ['Staff Member (staff)', '2026-11-25 09:05'], 2);
    const names = drawn.filter((text) => text === 'Staff Member (staff)').length;
    expect(names).toBeGreaterThan(10);
    expect(drawn.filter((text) => text === '2026-11-25 09:05')).toHaveLength(names);
  });
});
