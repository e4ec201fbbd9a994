import type { ReactNode } from 'react';
import styles from '../workspace.module.css';

/**
 * Keeps the room of controls that depend on the open folder's rights while those rights load: the controls
 * a user with every right would get are laid out but unseen, unreachable and out of the accessibility tree.
 * The real ones then appear in place instead of wrapping the toolbar and pushing the list down after the
 * first paint. A user with fewer rights sees the room close.
 */
export function Reserved({ children }: { children: ReactNode }) {
  return (
    <span className={styles.reserved} aria-hidden inert data-reserved="">
      {children}
    </span>
  );
}
