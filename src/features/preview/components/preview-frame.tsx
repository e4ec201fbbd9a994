import type { ReactNode } from 'react';
import styles from './preview-frame.module.css';

interface PreviewFrameProps {
  title: ReactNode;
  meta?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  /** Inside the app layout (the video route) rather than a whole tab. */
  embedded?: boolean;
}

/** The preview screens' frame: a header with the file's name and actions above the viewer. */
export function PreviewFrame({ title, meta, actions, children, embedded = false }: PreviewFrameProps) {
  // Inside the layout the shell already has the page's <main>.
  const Root = embedded ? 'section' : 'main';
  return (
    <Root className={embedded ? styles.embedded : styles.frame}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {meta ? <span className={styles.meta}>{meta}</span> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      <div className={styles.body}>{children}</div>
    </Root>
  );
}
