import { describe, expect, it } from 'vitest';
import { playbackFor, withShowcase } from './playback.ts';

describe('playbackFor', () => {
  it('plays MP4 natively whatever the browser', () => {
    expect(playbackFor('mp4', { hasManagedMediaSource: false, nativeHls: '' })).toBe('native');
  });

  it("uses hls.js on Chromium even though it answers 'maybe' for HLS", () => {
    expect(playbackFor('hls', { hasManagedMediaSource: false, nativeHls: 'maybe' })).toBe('hls.js');
  });

  it('plays HLS natively where ManagedMediaSource exists and the browser can play it (Safari)', () => {
    expect(playbackFor('hls', { hasManagedMediaSource: true, nativeHls: 'maybe' })).toBe('native');
    expect(playbackFor('hls', { hasManagedMediaSource: true, nativeHls: '' })).toBe('hls.js');
  });
});

describe('withShowcase', () => {
  it('leaves the address alone without iframeShowcase', () => {
    expect(withShowcase('http://feed.test/media/clip.mp4', undefined)).toBe('http://feed.test/media/clip.mp4');
  });

  it('adds it as one encoded query value, keeping the query already there', () => {
    const url = new URL(withShowcase('http://feed.test/live/master.m3u8?session=1', 'a&b=c/../x'));
    expect(url.pathname).toBe('/live/master.m3u8');
    expect(url.searchParams.get('session')).toBe('1');
    expect(url.searchParams.get('iframeShowcase')).toBe('a&b=c/../x');
    expect([...url.searchParams.keys()]).toEqual(['session', 'iframeShowcase']);
  });
});
