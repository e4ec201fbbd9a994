import { useEffect, useLayoutEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { fakeCanvas } from '@tests/fake-canvas';
import { renderWithProviders } from '@tests/render';
import { tileLines, watermarkLayerOf as layerOf } from '@tests/watermark-layer';
import { appConfig } from '@/lib/config';
import { setUser } from '@/lib/session';
import { PreviewWatermark } from './preview-watermark';
import { stampWatermark } from './stamp-watermark';
import { useWatermarkLines, watermarkLines } from './watermark-lines';

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
    await renderWithProviders(
      <PreviewWatermark>
        <p>page text</p>
        <Lines />
      </PreviewWatermark>,
    );
    const box = screen.getByText('page text').parentElement!;
    await waitFor(() => expect(layerOf(box)).toBeDefined());
    const drawn = tileLines(layerOf(box)!);
    expect(drawn).toContain('Staff Member (staff)');
    expect(drawn.some((text) => DATE_TIME.test(text))).toBe(true);
    expect(screen.getByRole('status', { name: 'watermark lines' }).textContent).toMatch(
      /^Staff Member \(staff\) \| \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    );
    expect(layerOf(box)!.style.pointerEvents).toBe('none');
    expect(layerOf(box)!.style.backgroundRepeat).toBe('repeat');
  });

  it('is there with its content from the first render, drawn without a canvas', async () => {
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext');
    let seenAtCommit: HTMLElement | undefined;
    function Probe() {
      // Layout effects run in tree order before the browser paints: one after the watermark's sees the layer then.
      useLayoutEffect(() => {
        seenAtCommit = layerOf(screen.getByText('page text').parentElement!);
      }, []);
      return null;
    }
    await renderWithProviders(
      <>
        <PreviewWatermark>
          <p>page text</p>
        </PreviewWatermark>
        <Probe />
      </>,
    );
    expect(seenAtCommit).toBeDefined();
    expect(tileLines(seenAtCommit!)).toContain('Staff Member (staff)');
    expect(getContext).not.toHaveBeenCalled();
  });

  it('puts the layer back when it is removed, or hidden through its style or a class, and keeps its box around it', async () => {
    await renderWithProviders(
      <PreviewWatermark>
        <p>page text</p>
      </PreviewWatermark>,
    );
    const box = screen.getByText('page text').parentElement!;
    const layer = layerOf(box)!;
    const style = layer.getAttribute('style');
    layer.remove();
    await waitFor(() => expect(layerOf(box)).toBeDefined());
    expect(tileLines(layerOf(box)!)).toContain('Staff Member (staff)');
    layerOf(box)!.style.display = 'none';
    await waitFor(() => expect(layerOf(box)!.style.display).not.toBe('none'));
    expect(layerOf(box)!.getAttribute('style')).toBe(style);
    layerOf(box)!.className = 'hidden-by-the-browser';
    layerOf(box)!.hidden = true;
    await waitFor(() => expect(layerOf(box)!.hasAttribute('class')).toBe(false));
    expect(layerOf(box)!.hidden).toBe(false);
    box.style.position = 'static';
    await waitFor(() => expect(box.style.position).toBe('relative'));
    expect(box.querySelectorAll(':scope > [data-watermark]')).toHaveLength(1);
  });

  it('draws lines that change within a frame of the last drawing (the delivery page learns its supplier)', async () => {
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
    const box = screen.getByText('page text').parentElement!;
    expect(tileLines(layerOf(box)!)).toEqual(['Acme Moulds', 'Shared link', expect.stringMatching(DATE_TIME)]);
    expect(box.querySelectorAll(':scope > [data-watermark]')).toHaveLength(1);
  });

  it('in Chinese says a shared view came through a shared link', async () => {
    await renderWithProviders(
      <PreviewWatermark recipient="供应商甲" shared>
        <p>page text</p>
      </PreviewWatermark>,
      { language: 'zh' },
    );
    const drawn = tileLines(layerOf(screen.getByText('page text').parentElement!)!);
    expect(drawn).toContain('分享链接');
    expect(drawn).toContain('供应商甲');
    expect(drawn).not.toContain('Staff Member (staff)');
  });

  it('draws a name with markup, a control character or a lone surrogate in it', async () => {
    await renderWithProviders(
      <PreviewWatermark recipient={'<b>Acme</b> \u0001 & \uD800 Co'}>
        <p>page text</p>
      </PreviewWatermark>,
    );
    const drawn = tileLines(layerOf(screen.getByText('page text').parentElement!)!);
    expect(drawn[0]).toBe('<b>Acme</b> \u2401 & \uFFFD Co');
    expect(drawn[1]).toMatch(DATE_TIME);
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
