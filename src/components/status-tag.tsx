import type { CSSProperties, ReactNode } from 'react';
import { Tag } from 'antd';

/**
 * A status label in a table or list. antd's light preset tags (green text on pale green…) miss the WCAG AA
 * contrast ratio at the small size; these are solid tags in dark shades with white text (all above 4.5:1).
 */
export type StatusTone = 'green' | 'orange' | 'red' | 'blue' | 'gold' | 'purple' | 'cyan' | 'geekblue' | 'volcano' | 'default';

const SHADES: Record<Exclude<StatusTone, 'default'>, string> = {
  green: '#237804',
  orange: '#ad4e00',
  red: '#a8071a',
  blue: '#0958d9',
  gold: '#874d00',
  purple: '#531dab',
  cyan: '#006d75',
  geekblue: '#1d39c4',
  volcano: '#ad2102',
};

export function StatusTag({ tone = 'default', children, style }: { tone?: StatusTone; children: ReactNode; style?: CSSProperties }) {
  return (
    <Tag color={tone === 'default' ? undefined : SHADES[tone]} style={style}>
      {children}
    </Tag>
  );
}
