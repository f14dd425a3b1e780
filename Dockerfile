# The feed's production image: `node build/feed/main.js` (docs/feed-server.md, "Production start";
# ADR 016). Build: `docker build -t match-centre-feed .`
# Run:   docker run --rm -p 4000:4000 --stop-timeout 20 -e FEED_SECRET=… -e FEED_PUBLIC_ORIGIN=https://… match-centre-feed

# 1. Every dependency, then the same command as on a workstation: `npm run build:feed` bundles the
#    feed into build/feed/main.js and draws the demo clip into server/.generated with ffmpeg (a
#    development package, so the clip is made here and copied).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY scripts/build-feed.ts scripts/
COPY contract contract
COPY server server
COPY locales locales
RUN mkdir -p server/.generated && npm run build:feed

# 2. Production dependencies, the bundle and the files it reads at run time, in the layout the
#    bundle expects (build/feed beside server/ and locales/).
FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev && npm cache clean --force
COPY --from=build /app/build/feed build/feed
COPY --from=build /app/server/scenarios server/scenarios
COPY --from=build /app/server/data server/data
COPY --from=build /app/server/.generated server/.generated
COPY --from=build /app/locales locales
# The node image's unprivileged user; the files above stay root's, read-only to it.
USER node
EXPOSE 4000
# node is PID 1 and handles SIGTERM itself (lifecycle/signals.ts): the first drains (every socket
# closed with 1012, /ready 503) and it exits 0; later ones are ignored; 15 s at most, so give the
# runtime a longer stop timeout (--stop-timeout 20, terminationGracePeriodSeconds ≥ 20). It starts
# no long-lived children, so no init is needed to reap them.
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.FEED_PORT || 4000) + '/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "build/feed/main.js", "--host", "0.0.0.0"]
