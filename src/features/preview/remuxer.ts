/**
 * mpegts.js, loaded only when an FLV or an MPEG transport stream is played (the player remuxes them to
 * fragmented MP4 for Media Source Extensions). An object, so a test can stand in for the library.
 */
export const remuxer = {
  load: () => import('mpegts.js').then((module) => module.default),
};
