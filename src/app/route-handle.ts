/**
 * What the router puts in each screen's route `handle` (the screen's entry of the route table), for a screen to
 * read its own route there. It names only what screens read, and imports no code: the route table loads the
 * screens, so a screen that imported the table, even for a type, would close a circle.
 */
import type routeTitles from '@locales/en/routes.json';

export interface RouteHandle {
  route: { titleKey: RouteTitleKey };
}

/** A key of the `routes` namespace: a screen's title. */
export type RouteTitleKey = keyof typeof routeTitles;
