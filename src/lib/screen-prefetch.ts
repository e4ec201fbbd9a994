/**
 * Fetching a screen's code ahead of time. The app shell registers how (it knows the route table); a screen
 * that knows where the user is about to go asks for it. The sign-in does, once the captcha is open: the shell
 * and the screen the user will land on load while the user solves the puzzle, not after (sign-in
 * to the first rows of the folder). Nothing happens before the shell has registered, and a failure is left
 * to the navigation itself, which loads the code again and says so.
 */
type Prefetch = (path: string | null) => void;

let prefetch: Prefetch | null = null;

export function registerScreenPrefetch(fn: Prefetch | null): void {
  prefetch = fn;
}

/** Fetch the code of the screen at `path` (an app path such as "/filelist?dir=3"; null: the default one). */
export function prefetchScreen(path: string | null): void {
  prefetch?.(path);
}
