import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';

export interface LazyPartProps {
  /** Closes what asked for the part when its code could not be fetched. */
  onNotLoaded: () => void;
}

/** Takes a part out of the page until it is opened again (see OpenedOnce). */
const UnmountContext = createContext<() => void>(() => {});

/**
 * In place of a part whose code could not be fetched: says so, closes what asked for it and takes itself out;
 * `forget` drops the failed try, so the code is fetched again when the part is next opened (not on every
 * render before).
 */
function NotLoaded({ onNotLoaded, forget }: LazyPartProps & { forget: () => void }) {
  const { t } = useTranslation();
  const unmount = useContext(UnmountContext);
  useEffect(() => {
    notify.error(t('common:errors.connectionFailed'));
    forget();
    onNotLoaded();
    unmount();
  }, [onNotLoaded, forget, t, unmount]);
  return null;
}

/**
 * A part whose code is fetched when it is first drawn. A failed fetch says so and calls `onNotLoaded`; the
 * next time the part is opened its code is fetched again (React keeps a lazy component's failure for good,
 * so each try is a new lazy component).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P & LazyPartProps> {
  let current: LazyExoticComponent<ComponentType<P & LazyPartProps>>;
  const forget = () => {
    current = attempt();
  };
  const attempt = () =>
    lazy(() =>
      load().then(
        (Part) => ({ default: Part as ComponentType<P & LazyPartProps> }),
        () => ({ default: ({ onNotLoaded }: P & LazyPartProps) => <NotLoaded onNotLoaded={onNotLoaded} forget={forget} /> }),
      ),
    );
  current = attempt();
  return function LazyPart(props: P & LazyPartProps) {
    const Part = current;
    return <Part {...props} />;
  };
}

/**
 * Draws `children` from the first time `open` is true, and keeps them after, so a dialog closes with its
 * animation and keeps its state; nothing shows while its code is fetched.
 */
export function OpenedOnce({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  const [unmount] = useState(() => () => setOpened(false));
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <UnmountContext.Provider value={unmount}>
      <Suspense fallback={null}>{children}</Suspense>
    </UnmountContext.Provider>
  );
}
