import { lazy, Suspense, type ComponentType } from 'react';
import type { ResultProps } from 'antd';

/** What shows if antd's Result cannot be fetched (the network is down): the same words and actions, plainly. */
function PlainResult({ title, subTitle, extra }: ResultProps) {
  return (
    <div role="status" style={{ padding: '48px 32px', textAlign: 'center' }}>
      <div style={{ fontSize: 24, marginBottom: 8 }}>{title}</div>
      {subTitle && <div style={{ color: 'var(--ant-color-text-secondary)', marginBottom: 24 }}>{subTitle}</div>}
      {extra}
    </div>
  );
}

/**
 * antd's Result carries three large illustrations (403, 404, 500); the guards and the route error boundary
 * show it only when something is refused or broken, so it loads then, not with every first paint.
 * The error boundary shows it when a screen failed to load, so a failed fetch here falls back to plain text.
 */
const Result = lazy((): Promise<{ default: ComponentType<ResultProps> }> =>
  import('antd/es/result').catch(() => ({ default: PlainResult })),
);

export function LazyResult(props: ResultProps) {
  return (
    <Suspense fallback={null}>
      <Result {...props} />
    </Suspense>
  );
}
