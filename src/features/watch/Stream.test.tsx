import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pages } from '../../../contract/pages.ts';
import { feedOrigin, renderWidgetAt, serveFakeFeed, stubMediaPlayback } from '../../testing/feed.tsx';

// hls.js's light build, played by the test: it records what the player asks of it, and counts
// when it is loaded at all, so the test sees that it comes only with an HLS stream.
const hls = vi.hoisted(() => ({
  loads: 0,
  instances: [] as { source?: string; media?: HTMLMediaElement; destroyed: boolean; fire(data: { fatal: boolean }): void }[],
}));
vi.mock('hls.js/light', () => {
  hls.loads += 1;
  class FakeHls {
    static Events = { ERROR: 'hlsError' };
    static isSupported = () => true;
    source?: string;
    media?: HTMLMediaElement;
    destroyed = false;
    #onError: ((event: string, data: { fatal: boolean }) => void) | null = null;
    constructor() {
      hls.instances.push(this);
    }
    on(event: string, listener: (event: string, data: { fatal: boolean }) => void) {
      if (event === 'hlsError') this.#onError = listener;
    }
    loadSource(url: string) {
      this.source = url;
    }
    attachMedia(media: HTMLMediaElement) {
      this.media = media;
    }
    destroy() {
      this.destroyed = true;
    }
    fire(data: { fatal: boolean }) {
      this.#onError?.('hlsError', data);
    }
  }
  return { default: FakeHls };
});

const credentials = 'token=tk-secret&outletkey=ok&stream=st&user=us';
const launches: unknown[] = [];
let answer: () => Response = () => HttpResponse.json({ url: `${feedOrigin}/media/clip.mp4`, type: 'mp4' });

const server = serveFakeFeed({ stage: 'inPlay' });
// The fake feed offers no stream; this one does, and answers the launch as each test says.
const streamHandlers = [
  http.get(`${feedOrigin}/availability/:eventId`, () =>
    HttpResponse.json({
      paths: pages.map((page) => page.path).filter((path) => path !== '/'),
      pitchView: true,
      stream: true,
      features: {},
    }),
  ),
  http.post(`${feedOrigin}/stream/launch`, async ({ request }) => {
    launches.push(await request.json());
    return answer();
  }),
];

stubMediaPlayback();
beforeEach(() => {
  server.use(...streamHandlers);
  launches.length = 0;
  hls.instances.length = 0;
});

const player = async () => screen.findByTestId('stream-player');

describe('/watch/stream (route level, feed mocked)', () => {
  it('plays an MP4 natively, muted, with iframeShowcase passed through and the credentials sent to the launch only', async () => {
    answer = () => HttpResponse.json({ url: `${feedOrigin}/media/clip.mp4`, type: 'mp4' });
    await renderWidgetAt(`/watch/stream?eventId=final&lang=en&${credentials}&iframeShowcase=promo%20a%26b`);
    const video = (await within(await player()).findByLabelText('Content Player Pro')) as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(video.autoplay).toBe(true);
    // The source is put on the element by an effect after the video renders: wait for it.
    await waitFor(() => expect(video.src).toBe(`${feedOrigin}/media/clip.mp4?iframeShowcase=promo+a%26b`));
    expect(launches).toEqual([{ key: 'tk-secret', outlet: 'ok', stream: 'st', user: 'us' }]);
    expect(video.src).not.toContain('tk-secret');
    expect(hls.loads).toBe(0);
  });

  it('shows a LIVE badge, the score and the clock over the playing stream, in the fan’s language', async () => {
    answer = () => HttpResponse.json({ url: `${feedOrigin}/media/clip.mp4`, type: 'mp4' });
    await renderWidgetAt(`/watch/stream?eventId=final&lang=de&${credentials}`);
    const bar = await within(await player()).findByTestId('stream-score');
    expect(within(bar).getByTestId('stream-live')).toHaveTextContent(/^LIVE$/);
    // The fake feed's event details in play: Argentina 1, France 0, as the scoreboard shows them.
    await waitFor(() => expect(bar).toHaveTextContent('ARG 1 - 0 FRA'));
    expect(within(bar).getByTestId('stream-clock')).toHaveTextContent(/^\d+:\d\d$/);
  }, 20_000);

  it('says Content Player Pro is unavailable when the launch fails, and plays after a retry', async () => {
    answer = () => new HttpResponse(null, { status: 502 });
    await renderWidgetAt(`/watch/stream?eventId=final&lang=en&${credentials}`);
    const view = await player();
    expect(await within(view).findByText('Content Player Pro currently unavailable')).toBeInTheDocument();
    expect(view.querySelector('video')).toBeNull();
    answer = () => HttpResponse.json({ url: `${feedOrigin}/media/clip.mp4`, type: 'mp4' });
    fireEvent.click(within(view).getByRole('button', { name: 'Retry' }));
    const video = await within(view).findByLabelText('Content Player Pro');
    await waitFor(() => expect(video).toHaveAttribute('src', `${feedOrigin}/media/clip.mp4`));
    expect(launches).toHaveLength(2);
    expect(within(view).queryByText('Content Player Pro currently unavailable')).toBeNull();
  });

  it('says it is unavailable, with a retry, when the video itself cannot be played', async () => {
    answer = () => HttpResponse.json({ url: `${feedOrigin}/media/broken.mp4`, type: 'mp4' });
    await renderWidgetAt(`/watch/stream?eventId=final&lang=de&${credentials}`);
    const view = await player();
    const video = await within(view).findByLabelText('Content Player Pro');
    // The player listens for the error once it has put the source on the element.
    await waitFor(() => expect(video).toHaveAttribute('src', `${feedOrigin}/media/broken.mp4`));
    act(() => {
      video.dispatchEvent(new Event('error'));
    });
    expect(await within(view).findByText('Content Player Pro derzeit nicht verfügbar')).toBeInTheDocument();
    expect(within(view).getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });

  it('loads hls.js light only for an HLS stream, and shows the unavailable state on its fatal error', async () => {
    answer = () => HttpResponse.json({ url: `${feedOrigin}/live/master.m3u8`, type: 'hls' });
    await renderWidgetAt(`/watch/stream?eventId=final&lang=en&${credentials}`);
    const view = await player();
    await vi.waitFor(() => expect(hls.instances).toHaveLength(1));
    const [instance] = hls.instances;
    expect(hls.loads).toBe(1);
    expect(instance!.source).toBe(`${feedOrigin}/live/master.m3u8`);
    expect(instance!.media).toBe(within(view).getByLabelText('Content Player Pro'));
    // A non-fatal error is hls.js's to recover from; a fatal one ends playback.
    act(() => instance!.fire({ fatal: false }));
    expect(within(view).queryByText('Content Player Pro currently unavailable')).toBeNull();
    act(() => instance!.fire({ fatal: true }));
    expect(await within(view).findByText('Content Player Pro currently unavailable')).toBeInTheDocument();
    expect(instance!.destroyed).toBe(true);
  });
});
