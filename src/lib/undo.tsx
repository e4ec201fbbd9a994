/**
 * Undo for the last change that has an inverse call: `offerUndo` shows a notice with an Undo button for
 * 10 s, and Ctrl+Z (⌘Z on a Mac) runs it from anywhere in the app while the focus is not in a text field.
 * Only the last change offered can be undone; after 10 s, or once used, it is gone. The undo is the caller's
 * inverse call and its refresh of what the screen shows; the result ("Undone" or the call's error message)
 * is said here.
 */
import { Button } from 'antd';
import { announce } from './announce';
import { appFeedback } from './app-feedback';
import { translate } from './i18n';
import { notify } from './notify';
import { getToken, subscribeSession } from './session';
import { isTextEntry } from './text-entry';
import { PHONE_QUERY } from './use-media-query';

export const UNDO_SECONDS = 10;

const NOTICE_KEY = 'undo';

export interface UndoOffer {
  /** What was done, in the user's words ("File a.pdf set invalid"). */
  message: string;
  /** The inverse call(s); throws the call's error. */
  undo: () => Promise<unknown>;
  /** The refresh the change itself made, made again after the undo, whether or not it succeeded. */
  refresh: () => Promise<unknown>;
}

let pending: (Omit<UndoOffer, 'message'> & { id: number; timer: ReturnType<typeof setTimeout>; unsubscribe: () => void }) | null = null;
let offers = 0;

function onKeyDown(event: KeyboardEvent) {
  if (event.defaultPrevented || event.altKey || event.shiftKey || !(event.ctrlKey || event.metaKey)) return;
  if (event.key.toLowerCase() !== 'z' || isTextEntry(event.target)) return;
  event.preventDefault();
  void runUndo();
}

/** Drops the pending undo and its notice (expired, used, or replaced by a newer one). */
function drop() {
  if (!pending) return;
  clearTimeout(pending.timer);
  pending.unsubscribe();
  pending = null;
  // The listener is there only while there is something to undo.
  document.removeEventListener('keydown', onKeyDown);
  appFeedback.notification.destroy(NOTICE_KEY);
}

/** Runs the pending undo, if any; returns whether there was one. */
export async function runUndo(): Promise<boolean> {
  const current = pending;
  if (!current) return false;
  drop();
  let failure: { error: unknown } | null = null;
  try {
    await current.undo();
  } catch (error) {
    failure = { error };
  }
  // After a failure too: a batch undone part-way has changed what it did before it stopped.
  await current.refresh();
  if (!failure) notify.success(translate('common:undo.done'));
  else notify.error(failure.error instanceof Error && failure.error.message ? failure.error.message : translate('common:errors.unknown'));
  return true;
}

/** Offers to undo a change that has just succeeded; it replaces the undo offered before. */
export function offerUndo({ message, undo, refresh }: UndoOffer): void {
  drop();
  const id = ++offers;
  pending = {
    id,
    undo,
    refresh,
    timer: setTimeout(drop, UNDO_SECONDS * 1000),
    // Signed out: the change was the previous session's, not the next one's to undo.
    unsubscribe: subscribeSession(() => {
      if (getToken() === null) drop();
    }),
  };
  document.addEventListener('keydown', onKeyDown);
  const hint = translate('common:undo.hint', { seconds: UNDO_SECONDS });
  // Said once, politely, in the app's live region (as results are, src/lib/announce.ts), with the way to undo:
  // the notice is a status, not a second, assertive alert.
  announce(translate('common:undo.announce', { message, hint }));
  void appFeedback.notification.open({
    key: NOTICE_KEY,
    role: 'status',
    title: message,
    // On a phone the notice is kept to a line or two over the content it covers: the hint is only said.
    description: window.matchMedia(PHONE_QUERY).matches ? undefined : hint,
    // The timer above removes the notice: hovering it must not keep it past the undo.
    duration: 0,
    // At the bottom, between the folder tree and the upload panel: at the top it covered the toolbar and the
    // header for its whole time.
    placement: 'bottom',
    // Closed by the user: nothing left to undo. A replaced notice's late close leaves the newer undo alone.
    onClose: () => {
      if (pending?.id === id) drop();
    },
    actions: (
      <Button type="primary" size="small" onClick={() => void runUndo()}>
        {translate('common:undo.action')}
      </Button>
    ),
  });
}

/** One inverse call per item, one after another: each is tried; the first failure is thrown after the rest. */
export async function undoEach<T>(items: readonly T[], call: (item: T) => Promise<unknown>): Promise<void> {
  let failure: unknown = null;
  for (const item of items) {
    try {
      await call(item);
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure !== null) throw failure;
}

/** No undo pending (the end of a test, a sign-out). */
export const forgetUndo = drop;
