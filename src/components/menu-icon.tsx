import { AppstoreOutlined } from '@ant-design/icons';
import { createElement, type ComponentType } from 'react';
import * as MENU_ICON_SET from './menu-icon-set';

/** The name of an icon a side-menu entry can show. */
export type MenuIconName = keyof typeof MENU_ICON_SET;

/** The icons a side-menu entry can show, by antd name (see menu-icon-set.ts). */
const ICONS: Readonly<Record<string, ComponentType>> = MENU_ICON_SET;

/** The names of the icons a menu entry can show, in a stable order (the menu form offers them). */
export const MENU_ICON_NAMES: readonly string[] = Object.keys(ICONS);

/** Whether the side menu can draw the icon the server names. */
export const isMenuIcon = (name: string | undefined): name is string => Boolean(name && Object.hasOwn(ICONS, name));

/** A menu entry's icon by antd name; a name that is not bundled draws a neutral icon. */
export function MenuIcon({ name }: { name?: string }) {
  // One of a fixed table of module-level components, looked up, not created here.
  return createElement((isMenuIcon(name) && ICONS[name]) || AppstoreOutlined);
}
