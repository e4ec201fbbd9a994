/** Full-page navigation, behind one seam so tests can observe it (jsdom cannot navigate). */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
