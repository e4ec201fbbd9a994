/**
 * The screens of the route table (src/app/routes.ts) that the sweeps visit signed in, in the table's order:
 * every one but the sign-in screens and the 404 notice (its `signInScreen` entries, the ones on the start-up
 * strings). Node reads the table itself: a screen's code loads only when its route is opened.
 */
import { ROUTES } from '../../src/app/routes';

export const SIGNED_IN_ROUTES = ROUTES.filter((route) => !route.startStrings);

/** The screens inside the layout (header and side menu). */
export const LAYOUT_ROUTES = ROUTES.filter((route) => route.inLayout);
