import type { ReactNode, Ref } from 'react';
import styles from './dashboard.module.css';

/**
 * A dashboard card: a titled region, drawn as antd's Card is (border, header with title and extra, body).
 * Antd's Card brings its Tabs (for `tabList`) into /home's first load for what is a box with a heading.
 */
export function DashboardCard({
  icon,
  extra,
  label,
  bodyClassName,
  ref,
  tabIndex,
  children,
}: {
  /** Drawn before the title (aria-hidden: the title says it). */
  icon: ReactNode;
  extra?: ReactNode;
  /** The card's title and the region's accessible name. */
  label: string;
  bodyClassName?: string;
  ref?: Ref<HTMLElement>;
  tabIndex?: number;
  children: ReactNode;
}) {
  return (
    <section ref={ref} tabIndex={tabIndex} aria-label={label} className={styles.panel}>
      <div className={styles.panelHead}>
        <div className={styles.panelTitle}>
          <span>
            {icon} {label}
          </span>
        </div>
        {extra && <div className={styles.panelExtra}>{extra}</div>}
      </div>
      <div className={bodyClassName ? `${styles.panelBody} ${bodyClassName}` : styles.panelBody}>{children}</div>
    </section>
  );
}
