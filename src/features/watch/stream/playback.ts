/**
 * How a launched stream is played (SPEC section 9, TOOLCHAIN "For the screens"): MP4 natively
 * everywhere; HLS natively only where the browser has `ManagedMediaSource` (Safari), and through
 * hls.js's light build everywhere else. Chromium answers `canPlayType` for HLS with "maybe" and then
 * fails on some streams, so a "maybe" alone is not trusted.
 */
export type Playback = 'native' | 'hls.js';

export interface PlaybackEnvironment {
  /** `'ManagedMediaSource' in window`. */
  hasManagedMediaSource: boolean;
  /** `video.canPlayType('application/vnd.apple.mpegurl')`: '', 'maybe' or 'probably'. */
  nativeHls: string;
}

export function playbackFor(type: 'hls' | 'mp4', environment: PlaybackEnvironment): Playback {
  if (type === 'mp4') return 'native';
  return environment.hasManagedMediaSource && environment.nativeHls !== '' ? 'native' : 'hls.js';
}

/**
 * SPEC section 2: `iframeShowcase` is passed through to embedded views and to nothing else. The
 * stream is the one view we embed, so the value rides on its media address, as given and encoded
 * as a query value (it can never turn into a path or another parameter).
 */
export function withShowcase(url: string, iframeShowcase: string | undefined): string {
  if (iframeShowcase === undefined) return url;
  const address = new URL(url);
  address.searchParams.set('iframeShowcase', iframeShowcase);
  return address.toString();
}
