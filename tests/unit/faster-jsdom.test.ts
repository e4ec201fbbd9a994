import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
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
});
