import { describe, expect, it } from 'vitest';
import { isTypingTarget, listKeyAction, runListKeyAction, type ListKeyAction, type ListKeyHandlers } from './keyboard';

const at = (active: number, count = 5, perLine = 1) => ({ active, count, perLine });

describe('listKeyAction', () => {
  it('moves with the arrows, Home and End, within the rows', () => {
    expect(listKeyAction({ key: 'ArrowDown' }, at(-1))).toEqual({ type: 'move', to: 0 });
    expect(listKeyAction({ key: 'ArrowDown' }, at(2))).toEqual({ type: 'move', to: 3 });
    expect(listKeyAction({ key: 'ArrowDown' }, at(4))).toEqual({ type: 'move', to: 4 });
    expect(listKeyAction({ key: 'ArrowUp' }, at(0))).toEqual({ type: 'move', to: 0 });
    expect(listKeyAction({ key: 'End' }, at(0))).toEqual({ type: 'move', to: 4 });
    expect(listKeyAction({ key: 'Home' }, at(3))).toEqual({ type: 'move', to: 0 });
    expect(listKeyAction({ key: 'ArrowRight' }, at(1))).toBeNull();
    expect(listKeyAction({ key: 'ArrowDown' }, at(-1, 0))).toBeNull();
  });

  it('moves by lines in the card grid', () => {
    expect(listKeyAction({ key: 'ArrowDown' }, at(1, 20, 4))).toEqual({ type: 'move', to: 5 });
    expect(listKeyAction({ key: 'ArrowUp' }, at(5, 20, 4))).toEqual({ type: 'move', to: 1 });
    expect(listKeyAction({ key: 'ArrowRight' }, at(1, 20, 4))).toEqual({ type: 'move', to: 2 });
    expect(listKeyAction({ key: 'ArrowLeft' }, at(1, 20, 4))).toEqual({ type: 'move', to: 0 });
  });

  it('opens, selects, invalidates and shows details only on an active row', () => {
    expect(listKeyAction({ key: 'Enter' }, at(1))).toEqual({ type: 'open' });
    expect(listKeyAction({ key: ' ' }, at(1))).toEqual({ type: 'toggle' });
    expect(listKeyAction({ key: 'Delete' }, at(1))).toEqual({ type: 'invalidate' });
    expect(listKeyAction({ key: 'i' }, at(1))).toEqual({ type: 'details' });
    for (const key of ['Enter', ' ', 'Delete', 'i']) expect(listKeyAction({ key }, at(-1))).toBeNull();
  });

  it('selects all with Ctrl+A or Cmd+A', () => {
    expect(listKeyAction({ key: 'a', ctrlKey: true }, at(-1))).toEqual({ type: 'selectAll' });
    expect(listKeyAction({ key: 'A', metaKey: true }, at(2))).toEqual({ type: 'selectAll' });
    expect(listKeyAction({ key: 'a' }, at(2))).toBeNull();
  });

  it('goes to the parent with Backspace or Alt+Up, and asks for help with ?', () => {
    expect(listKeyAction({ key: 'Backspace' }, at(-1, 0))).toEqual({ type: 'parent' });
    expect(listKeyAction({ key: 'ArrowUp', altKey: true }, at(2))).toEqual({ type: 'parent' });
    expect(listKeyAction({ key: '?', shiftKey: true }, at(-1, 0))).toEqual({ type: 'help' });
    expect(listKeyAction({ key: 'ArrowDown', ctrlKey: true }, at(1))).toBeNull();
  });

  it('with the one-character shortcuts turned off (WCAG 2.1.4), ignores ? and I but keeps the named keys', () => {
    const off = (active: number, count = 5) => ({ active, count, characterKeys: false });
    expect(listKeyAction({ key: '?', shiftKey: true }, off(-1, 0))).toBeNull();
    expect(listKeyAction({ key: 'i' }, off(1))).toBeNull();
    expect(listKeyAction({ key: 'I', shiftKey: true }, off(1))).toBeNull();
    // Not character keys: Space, Enter, Delete, Backspace, the arrows, Home/End, the menu keys.
    expect(listKeyAction({ key: ' ' }, off(1))).toEqual({ type: 'toggle' });
    expect(listKeyAction({ key: 'Enter' }, off(1))).toEqual({ type: 'open' });
    expect(listKeyAction({ key: 'Delete' }, off(1))).toEqual({ type: 'invalidate' });
    expect(listKeyAction({ key: 'Backspace' }, off(1))).toEqual({ type: 'parent' });
    expect(listKeyAction({ key: 'ArrowDown' }, off(1))).toEqual({ type: 'move', to: 2 });
    expect(listKeyAction({ key: 'F10', shiftKey: true }, off(1))).toEqual({ type: 'menu' });
    // With a modifier a letter is not a one-character shortcut: Ctrl+A stays.
    expect(listKeyAction({ key: 'a', ctrlKey: true }, off(1))).toEqual({ type: 'selectAll' });
  });
});

describe('runListKeyAction', () => {
  /** Handlers that write down what was called with what. */
  const recorder = () => {
    const calls: string[] = [];
    const on = (name: string) => (arg?: unknown) => void calls.push(arg === undefined ? name : `${name}:${String(arg)}`);
    const handlers: ListKeyHandlers<string> = {
      move: on('move'),
      open: on('open'),
      toggle: on('toggle'),
      selectAll: on('selectAll'),
      invalidate: on('invalidate'),
      details: on('details'),
      menu: on('menu'),
      parent: on('parent'),
      help: on('help'),
    };
    return { calls, handlers };
  };

  it('carries out each action on the active row with its own handler', () => {
    const { calls, handlers } = recorder();
    const actions: ListKeyAction[] = [
      { type: 'move', to: 3 },
      { type: 'open' },
      { type: 'toggle' },
      { type: 'selectAll' },
      { type: 'invalidate' },
      { type: 'details' },
      { type: 'menu' },
      { type: 'parent' },
      { type: 'help' },
    ];
    for (const action of actions) runListKeyAction(action, 'row-b', handlers);
    expect(calls).toEqual([
      'move:3',
      'open:row-b',
      'toggle:row-b',
      'selectAll',
      'invalidate:row-b',
      'details:row-b',
      'menu:row-b',
      'parent',
      'help',
    ]);
  });

  it('does nothing to a row while none is active, but still moves, selects all, goes up and helps', () => {
    const { calls, handlers } = recorder();
    for (const type of ['open', 'toggle', 'invalidate', 'details', 'menu'] as const) runListKeyAction({ type }, undefined, handlers);
    expect(calls).toEqual([]);
    runListKeyAction({ type: 'move', to: 0 }, undefined, handlers);
    runListKeyAction({ type: 'selectAll' }, undefined, handlers);
    runListKeyAction({ type: 'parent' }, undefined, handlers);
    runListKeyAction({ type: 'help' }, undefined, handlers);
    expect(calls).toEqual(['move:0', 'selectAll', 'parent', 'help']);
  });

  it('runs what listKeyAction decides for a key', () => {
    const { calls, handlers } = recorder();
    const press = (key: string, active: number) => {
      const action = listKeyAction({ key }, at(active));
      if (action) runListKeyAction(action, active >= 0 ? `row-${active}` : undefined, handlers);
    };
    press('ArrowDown', 1);
    press('Enter', 2);
    press(' ', 2);
    press('Delete', -1);
    expect(calls).toEqual(['move:2', 'open:row-2', 'toggle:row-2']);
  });
});

describe('isTypingTarget', () => {
  it('leaves fields and dialogs alone', () => {
    // In a box of its own, removed after: files of a worker share one document (isolate: false), and a
    // stray button here was found by another file's test.
    const box = document.createElement('div');
    box.innerHTML = '<input id="i"/><div role="dialog"><button id="b"></button></div><div id="d" tabindex="0"></div>';
    document.body.append(box);
    try {
      expect(isTypingTarget(document.getElementById('i'))).toBe(true);
      expect(isTypingTarget(document.getElementById('b'))).toBe(true);
      expect(isTypingTarget(document.getElementById('d'))).toBe(false);
      expect(isTypingTarget(null)).toBe(false);
    } finally {
      box.remove();
    }
  });
});
