import { describe, expect, it, vi } from 'vitest';
import { JSDOM } from 'jsdom';
import { implForWrapper } from 'jsdom/lib/generated/idl/utils.js';
import { speedUpJsdom } from '../faster-jsdom';

/** A window of its own: the tests' shared one already has antd's style sheets. */
function freshWindow(html: string) {
  const { window } = new JSDOM(html);
  speedUpJsdom(window);
  return window;
}

describe('faster jsdom', () => {
  it('answers display and visibility in a document without any style sheet (the default sheet still applies)', () => {
    const window = freshWindow('<!doctype html><body><p hidden id="gone">x</p><span id="shown">y</span></body>');
    const style = (id: string) => window.getComputedStyle(window.document.getElementById(id)!);
    expect(style('gone').display).toBe('none');
    expect(style('shown').display).toBe('inline');
    expect(style('shown').visibility).toBe('visible');
  });

  it('follows a style sheet added later, and its removal', () => {
    const window = freshWindow('<!doctype html><body><div class="box" id="box">x</div></body>');
    const box = window.document.getElementById('box')!;
    expect(window.getComputedStyle(box).display).toBe('block');
    const sheet = window.document.createElement('style');
    sheet.textContent = '.box { display: none }';
    window.document.head.append(sheet);
    expect(window.getComputedStyle(box).display).toBe('none');
    sheet.remove();
    expect(window.getComputedStyle(box).display).toBe('block');
  });

  it("answers overflow as jsdom does, without building the element's whole style", () => {
    const html = `<!doctype html><head><style>
      .clip { overflow: hidden } .mixed { overflow: HIDDEN auto } .across { overflow-x: auto }
      .reset { overflow: initial } .strong { overflow: clip !important } .weak { overflow: auto }
    </style></head><body><div class="clip"><p class="mixed across" id="a"></p><i class="strong weak" id="b"></i>
      <u class="weak" style="overflow: scroll" id="c"></u><b class="reset" id="d"></b><s id="e"></s></div></body>`;
    // Its own answers: the check against jsdom (DMS_CHECK_FAST_STYLE) would cascade each element's whole style.
    vi.stubEnv('DMS_CHECK_FAST_STYLE', undefined);
    const fast = freshWindow(html);
    vi.unstubAllEnvs();
    const plain = new JSDOM(html).window;
    const read = (window: Window & typeof globalThis, id: string) => {
      const style = window.getComputedStyle(window.document.getElementById(id)!);
      return [style.overflow, style.overflowX, style.overflowY, style.getPropertyValue('overflow-y')];
    };
    for (const id of ['a', 'b', 'c', 'd', 'e']) expect(read(fast, id), id).toEqual(read(plain, id));
    // jsdom keeps each element whose whole style it cascaded: none was.
    const styleCache = (implForWrapper(fast.document) as { _styleCache: WeakMap<object, unknown> })._styleCache;
    const cascaded = ['a', 'b', 'c', 'd', 'e'].filter((id) => styleCache.has(implForWrapper(fast.document.getElementById(id)!) as object));
    expect(cascaded).toEqual([]);
  });
});
