// hls.js 1.7 ships declarations for its full build only; the light build has the same API
// (without alternate audio, subtitles, CMCD and DRM), so it is typed as the full one.
declare module 'hls.js/light' {
  import Hls from 'hls.js';
  export default Hls;
}
