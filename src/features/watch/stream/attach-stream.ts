import { playbackFor } from './playback.ts';

export interface LaunchedStream {
  url: string;
  type: 'hls' | 'mp4';
}

/**
 * Puts a launched stream on the video element and calls `onFailure` once if it cannot be played.
 * hls.js (its light build: no alternate audio, subtitles, CMCD or DRM, ADR 010) is imported only
 * here, when an HLS stream opens in a browser that needs it: never with the page. Returns the
 * detach, which the player calls when the launch changes or the player goes.
 */
export function attachStream(video: HTMLVideoElement, stream: LaunchedStream, onFailure: () => void): () => void {
  let detached = false;
  let destroy: (() => void) | null = null;
  const fail = () => {
    if (!detached) onFailure();
  };
  const playback = playbackFor(stream.type, {
    hasManagedMediaSource: 'ManagedMediaSource' in window,
    nativeHls: video.canPlayType('application/vnd.apple.mpegurl'),
  });
  video.addEventListener('error', fail);
  if (playback === 'native') {
    video.src = stream.url;
  } else {
    import('hls.js/light').then(({ default: Hls }) => {
      if (detached) return;
      if (!Hls.isSupported()) return fail();
      const hls = new Hls();
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) fail();
      });
      hls.loadSource(stream.url);
      hls.attachMedia(video);
      destroy = () => hls.destroy();
    }, fail);
  }
  return () => {
    detached = true;
    video.removeEventListener('error', fail);
    destroy?.();
    if (playback === 'native') {
      video.removeAttribute('src');
      video.load();
    }
  };
}
