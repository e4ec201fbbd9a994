/**
 * The player's ticket renewal. jsdom plays nothing: the test stands in for the browser, firing the media
 * events a real element would (a refused range request as an `error` with a MediaError code, the renewed
 * address's metadata as `loadedmetadata`) and moving `currentTime` back to 0 as a new `src` would.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { db } from '@mocks/db';
import { sampleFileIds } from '@mocks/db/sample-files';
import { mockControl } from '@mocks/test-hook';
import { recordCalls } from '@tests/record-calls';
import { renderApp } from '@tests/render';
import { signInAs } from '@tests/sign-in-as';
import { remuxer } from '../remuxer';

const LONG = { timeout: 10_000 };
const MEDIA_ERR_NETWORK = 2;
const MEDIA_ERR_SRC_NOT_SUPPORTED = 4;

const ticketOf = (video: HTMLVideoElement) => new URL(video.src).searchParams.get('ticket');

/** The element fails as a browser's would: `error` set, then the event. */
function mediaError(video: HTMLVideoElement, code: number) {
  Object.defineProperty(video, 'error', { configurable: true, value: { code } });
  fireEvent.error(video);
}

const setPaused = (video: HTMLVideoElement, paused: boolean) =>
  Object.defineProperty(video, 'paused', { configurable: true, value: paused });

/** The mp4 sample on /video, its metadata loaded, playing at `time`. */
async function playingAt(time: number) {
  signInAs('admin');
  const id = sampleFileIds(db()).mp4;
  await renderApp(`/video?id=${id}`);
  const video = (await screen.findByLabelText(`Video: ${db().files.get(id)!.fileName}`, undefined, LONG)) as HTMLVideoElement;
  fireEvent.loadedMetadata(video);
  video.currentTime = time;
  setPaused(video, false);
  return { id, video };
}

/** What a browser does with a new `src`: back to the start, paused, until its metadata is in. */
async function untilRenewed(video: HTMLVideoElement, previousTicket: string | null) {
  await waitFor(() => expect(ticketOf(video)).not.toBe(previousTicket), LONG);
  video.currentTime = 0;
  setPaused(video, true);
  fireEvent.loadedMetadata(video);
}

afterEach(() => vi.restoreAllMocks());

describe('video player: an expired ticket', { timeout: 30_000 }, () => {
  it('asks for a new address and plays on where it was; a failure right after is a real one', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    const { id, video } = await playingAt(42);
    const first = ticketOf(video);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    const calls = recordCalls();

    mediaError(video, MEDIA_ERR_NETWORK);
    await untilRenewed(video, first);
    calls.stop();
    expect(calls.calls).toEqual([`GET /dms/files/preview/${id}`]);
    expect(ticketOf(video)).toMatch(/^[0-9a-f]{32}$/);
    expect(video.currentTime).toBe(42);
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // The renewed address fails before it has shown anything: no second renewal.
    mediaError(video, MEDIA_ERR_NETWORK);
    expect(await screen.findByRole('alert', undefined, LONG)).toHaveTextContent(
      'The browser cannot play this video: it may be damaged, or use a codec the browser lacks.',
    );
    expect(calls.calls).toHaveLength(1);
  });

  it('renews again when the renewed ticket runs out in turn; a refused renewal says why', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    const { id, video } = await playingAt(30);
    const first = ticketOf(video);
    mediaError(video, MEDIA_ERR_SRC_NOT_SUPPORTED);
    await untilRenewed(video, first);
    fireEvent.seeked(video);
    const second = ticketOf(video);

    // A minute later that ticket is out of date too.
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    video.currentTime = 95;
    setPaused(video, false);
    mediaError(video, MEDIA_ERR_NETWORK);
    await untilRenewed(video, second);
    expect(ticketOf(video)).not.toBe(first);
    expect(video.currentTime).toBe(95);
    fireEvent.playing(video);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // Rights taken meanwhile: the next renewal is refused, and the server's words show.
    vi.spyOn(Date, 'now').mockReturnValue(now + 122_000);
    mockControl.fail(`/dms/files/preview/${id}`, 'errno', 'Permission is denied');
    mediaError(video, MEDIA_ERR_NETWORK);
    expect(await screen.findByRole('alert', undefined, LONG)).toHaveTextContent('Permission is denied');
  });

  it('renews the address of a stream mpegts.js remuxes when its transfer fails', async () => {
    // mpegts.js needs Media Source Extensions, which jsdom lacks: a stand-in records the players made.
    const players: Array<{ url: string; onError?: (type: string) => void; destroyed: boolean }> = [];
    const fakeMpegts = {
      isSupported: () => true,
      Events: { ERROR: 'error' },
      ErrorTypes: { NETWORK_ERROR: 'NetworkError' },
      createPlayer: ({ url }: { url: string }) => {
        const player: (typeof players)[number] = { url, destroyed: false };
        players.push(player);
        const noop = () => {};
        return {
          on: (_event: string, handler: (type: string) => void) => (player.onError = handler),
          attachMediaElement: noop,
          load: noop,
          pause: noop,
          unload: noop,
          detachMediaElement: noop,
          destroy: () => (player.destroyed = true),
        };
      },
    };
    vi.spyOn(remuxer, 'load').mockResolvedValue(fakeMpegts as unknown as Awaited<ReturnType<typeof remuxer.load>>);
    signInAs('admin');
    const file = db().files.get(sampleFileIds(db()).mp4)!;
    file.fileName = 'Line 3.mpeg';
    file.fileType = '.mpeg';
    await renderApp(`/video?id=${file.fileId}`);
    await screen.findByLabelText('Video: Line 3.mpeg', undefined, LONG);
    await waitFor(() => expect(players).toHaveLength(1), LONG);
    const ticket = (player: (typeof players)[number]) => new URL(player.url).searchParams.get('ticket');

    players[0].onError!('NetworkError');
    await waitFor(() => expect(players).toHaveLength(2), LONG);
    expect(ticket(players[1])).toMatch(/^[0-9a-f]{32}$/);
    expect(ticket(players[1])).not.toBe(ticket(players[0]));
    expect(players[0].destroyed).toBe(true);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['on the element', ''],
    ['on a <source>', 'maybe'],
  ])('puts the address %s only once the element is in the page', async (_where, claim) => {
    // The element loads once it has an address (a src, or a <source> put in it), and React drops the events
    // of an element not yet in the page.
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue(claim as CanPlayTypeResult);
    const addressedInPage: boolean[] = [];
    const { setAttribute } = Element.prototype;
    vi.spyOn(Element.prototype, 'setAttribute').mockImplementation(function (this: Element, name: string, value: string) {
      if (this instanceof HTMLVideoElement && name === 'src') addressedInPage.push(this.isConnected);
      setAttribute.call(this, name, value);
    });
    const { appendChild } = Node.prototype;
    vi.spyOn(Node.prototype, 'appendChild').mockImplementation(function <T extends Node>(this: Node, child: T): T {
      if (this instanceof HTMLVideoElement && child instanceof HTMLSourceElement) addressedInPage.push(this.isConnected);
      return appendChild.call(this, child) as T;
    });
    signInAs('admin');
    const id = sampleFileIds(db()).mp4;
    await renderApp(`/video?id=${id}`);
    await screen.findByLabelText(`Video: ${db().files.get(id)!.fileName}`, undefined, LONG);
    await waitFor(() => expect(addressedInPage).toEqual([true]), LONG);
  });

  it('does not renew for a file that never played: its failure is the file', async () => {
    signInAs('admin');
    const id = sampleFileIds(db()).mp4;
    await renderApp(`/video?id=${id}`);
    const video = (await screen.findByLabelText(`Video: ${db().files.get(id)!.fileName}`, undefined, LONG)) as HTMLVideoElement;
    const calls = recordCalls();
    mediaError(video, MEDIA_ERR_SRC_NOT_SUPPORTED);
    expect(await screen.findByRole('alert', undefined, LONG)).toHaveTextContent('Read error');
    calls.stop();
    expect(calls.calls).toEqual([]);
  });
});
