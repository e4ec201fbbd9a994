import type { ReactNode } from 'react';
import { ConfigProvider, theme } from 'antd';

/**
 * A darker red for the danger buttons and links inside (Remove, Delete): in the light theme antd's error red
 * misses the AA contrast ratio as button text (#c41d1d: 5.9:1 on white). The dark theme's red
 * (src/app/providers.tsx) already passes on its dark background, and this red would not, so there it adds
 * nothing. The provider stays in place either way, so switching themes keeps what is inside mounted.
 */
const LIGHT = { token: { colorError: '#c41d1d' } };
const NONE = {};

/** Whether a colour (#rrggbb) is a light one. */
const isLight = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 128;
};

export function DangerContrast({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return <ConfigProvider theme={isLight(token.colorBgContainer) ? LIGHT : NONE}>{children}</ConfigProvider>;
}
