/**
 * The commands a screen offers to the command palette (Ctrl+K): a screen registers what it can do now (upload,
 * new folder) while it is mounted, and the palette lists them. A small external store, so nothing re-renders
 * but the palette while it is open.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';

export interface PaletteCommand {
  id: string;
  /** Already translated. */
  label: string;
  run: () => void;
}

const owners = new Map<symbol, PaletteCommand[]>();
const listeners = new Set<() => void>();
let snapshot: PaletteCommand[] = [];

function publish() {
  snapshot = [...owners.values()].flat();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const registeredCommands = () => snapshot;

export const useRegisteredCommands = () => useSyncExternalStore(subscribe, registeredCommands, registeredCommands);

/** Offers `commands` while the calling component is mounted; each runs the latest closure it was given. */
export function useRegisterCommands(commands: PaletteCommand[]) {
  const latest = useRef(commands);
  const owner = useRef(Symbol('commands'));
  useEffect(() => {
    latest.current = commands;
  });
  // Re-published only when the offered commands change, not on every render of the screen.
  const signature = commands.map((command) => `${command.id}\u0000${command.label}`).join('\u0001');
  useEffect(() => {
    const key = owner.current;
    const ids = signature ? signature.split('\u0001').map((entry) => entry.split('\u0000')) : [];
    owners.set(
      key,
      ids.map(([id, label]) => ({ id, label, run: () => latest.current.find((command) => command.id === id)?.run() })),
    );
    publish();
    return () => {
      owners.delete(key);
      publish();
    };
  }, [signature]);
}
