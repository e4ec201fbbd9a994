/**
 * Opens the command palette on Ctrl+K / ⌘K anywhere in the layout (or from the header's button); its code
 * loads with the first opening.
 */
import { Suspense, lazy, useCallback, useEffect, useState } from 'react';

const CommandPalette = lazy(() => import('./command-palette').then((m) => ({ default: m.CommandPalette })));

export const isPaletteShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

export function useCommandPalette() {
  const [open, setOpen] = useState(false);
  // 0 until the first opening, which loads the palette's code.
  const [session, setSession] = useState(0);
  const show = useCallback(() => {
    setSession((count) => count + 1);
    setOpen(true);
  }, []);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      // The browser's own Ctrl+K (its search bar) gives way to the palette.
      event.preventDefault();
      show();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [show]);
  const host =
    session > 0 ? (
      <Suspense fallback={null}>
        <CommandPalette open={open} session={session} onClose={() => setOpen(false)} />
      </Suspense>
    ) : null;
  return { show, host };
}
