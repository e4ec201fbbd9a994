/**
 * The keyboard model of the file list (item 9), as a pure decision so it is testable:
 *   ↑ ↓ (and ← → in the card grid)  move through rows      Enter      open a folder / preview a file
 *   Space                            select the row           Ctrl/⌘+A   select all rows of the page
 *   Delete                           start invalidation       Backspace or Alt+↑   parent folder
 *   Home / End                       first / last row         ?          the shortcut help
 *   I                                the file's details
 *   Shift+F10 or the Menu key        the row's actions menu
 * `?` and `I` are one-character shortcuts (WCAG 2.1.4): the user can turn them off in the help dialog.
 */
import { useEffect } from 'react';
import { isCharacterKey, useCharacterShortcuts } from '@/lib/character-shortcuts';
import { isTextEntry } from '@/lib/text-entry';

export type ListKeyAction =
  | { type: 'move'; to: number }
  | { type: 'open' }
  | { type: 'toggle' }
  | { type: 'selectAll' }
  | { type: 'invalidate' }
  | { type: 'parent' }
  | { type: 'details' }
  | { type: 'menu' }
  | { type: 'help' };

export interface KeyLike {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  shiftKey?: boolean;
}

export interface ListPosition {
  count: number;
  /** -1 when no row is active yet. */
  active: number;
  /** Rows per line: 1 for the list, the number of cards per line for the grid. */
  perLine?: number;
  /** false: the one-character shortcuts (`?`, `I`) are turned off by the user (WCAG 2.1.4). */
  characterKeys?: boolean;
}

/** What a key does in the list, or null when the list leaves it alone. */
export function listKeyAction(event: KeyLike, { count, active, perLine = 1, characterKeys = true }: ListPosition): ListKeyAction | null {
  const clamp = (n: number) => Math.max(0, Math.min(count - 1, n));
  const from = active < 0 ? -1 : active;
  const modifier = event.ctrlKey || event.metaKey;
  if (event.altKey && event.key === 'ArrowUp') return { type: 'parent' };
  if (modifier && event.key.toLowerCase() === 'a') return count ? { type: 'selectAll' } : null;
  if (modifier || event.altKey) return null;
  if (!characterKeys && isCharacterKey(event.key)) return null;
  switch (event.key) {
    case 'ArrowDown':
      return count ? { type: 'move', to: clamp(from + perLine) } : null;
    case 'ArrowUp':
      return count ? { type: 'move', to: clamp(from < 0 ? 0 : from - perLine) } : null;
    case 'ArrowRight':
      return perLine > 1 && count ? { type: 'move', to: clamp(from + 1) } : null;
    case 'ArrowLeft':
      return perLine > 1 && count ? { type: 'move', to: clamp(from < 0 ? 0 : from - 1) } : null;
    case 'Home':
      return count ? { type: 'move', to: 0 } : null;
    case 'End':
      return count ? { type: 'move', to: count - 1 } : null;
    case 'Enter':
      return active >= 0 ? { type: 'open' } : null;
    case ' ':
    case 'Spacebar':
      return active >= 0 ? { type: 'toggle' } : null;
    case 'Delete':
      return active >= 0 ? { type: 'invalidate' } : null;
    case 'Backspace':
      return { type: 'parent' };
    case '?':
      return { type: 'help' };
    case 'i':
    case 'I':
      return active >= 0 ? { type: 'details' } : null;
    case 'ContextMenu':
      return active >= 0 ? { type: 'menu' } : null;
    case 'F10':
      return event.shiftKey && active >= 0 ? { type: 'menu' } : null;
    default:
      return null;
  }
}

/** What a list does for each action of its keyboard model; `row` is the active row. */
export interface ListKeyHandlers<R> {
  move: (to: number) => void;
  open: (row: R) => void;
  toggle: (row: R) => void;
  selectAll: () => void;
  invalidate: (row: R) => void;
  details: (row: R) => void;
  menu: (row: R) => void;
  parent: () => void;
  help: () => void;
}

/**
 * Carries out a `listKeyAction` with the list's handlers. The actions on a row do nothing while no row is
 * active (`row` undefined); moving, selecting all, the parent folder and the help need none.
 */
export function runListKeyAction<R>(action: ListKeyAction, row: R | undefined, handlers: ListKeyHandlers<R>): void {
  switch (action.type) {
    case 'move':
      handlers.move(action.to);
      return;
    case 'selectAll':
    case 'parent':
    case 'help':
      handlers[action.type]();
      return;
    default:
      if (row !== undefined) handlers[action.type](row);
  }
}

/** Typing into a field, or working inside a dialog or menu: page shortcuts stay out of the way. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (isTextEntry(target) || target.closest('[role="combobox"], [role="textbox"]')) return true;
  return Boolean(target.closest('[role="dialog"], [role="menu"], [role="listbox"]'));
}

/**
 * The page-wide shortcuts, for when the focus is not in the list itself: `?` opens the help (unless the
 * user turned the one-character shortcuts off), Backspace or Alt+↑ goes to the parent folder. The list
 * handles its own keys first (and marks them handled).
 */
export function usePageShortcuts({ onHelp, onParent }: { onHelp: () => void; onParent: () => void }) {
  const characterKeys = useCharacterShortcuts();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTypingTarget(event.target)) return;
      const action = listKeyAction(event, { count: 0, active: -1, characterKeys });
      if (action?.type === 'help') onHelp();
      else if (action?.type === 'parent') onParent();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onHelp, onParent, characterKeys]);
}

/** The shortcuts the help dialog lists: keys and the i18n key of what they do. */
export const SHORTCUTS = [
  { keys: ['↑', '↓'], what: 'move' },
  { keys: ['←', '→'], what: 'moveCards' },
  { keys: ['Home', 'End'], what: 'firstLast' },
  { keys: ['Enter'], what: 'open' },
  { keys: ['Space'], what: 'select' },
  { keys: ['Ctrl/⌘', 'A'], what: 'selectAll' },
  { keys: ['I'], what: 'details', characterKey: true },
  { keys: ['Shift', 'F10'], what: 'menu' },
  { keys: ['Menu'], what: 'menu' },
  { keys: ['Delete'], what: 'invalidate' },
  { keys: ['Backspace'], what: 'parent' },
  { keys: ['Alt', '↑'], what: 'parent' },
  { keys: ['?'], what: 'help', characterKey: true },
  { keys: ['Ctrl/⌘', 'Z'], what: 'undo' },
] as const satisfies readonly { keys: readonly string[]; what: string; characterKey?: true }[];
