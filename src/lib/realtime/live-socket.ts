/**
 * The socket's code, in a chunk of its own: LiveFeedProvider loads it once the frame has drawn the
 * match's first answers (src/rules/socket-start.ts), so it is not on the first paint's path.
 */
export { followPageLifecycle, ReconnectingSocket } from './reconnecting-socket.ts';
export { writeFrameMessages } from './socket-to-cache.ts';
