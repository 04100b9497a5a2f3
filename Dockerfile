# LAN Centers, production image: Node 20 on Debian slim, the site built at image time, run as the
# unprivileged `node` user. CMD and HEALTHCHECK are the ones server/production-start.test.ts runs
# (without Docker) against PostgreSQL and a new embedded folder.
#
#   docker build -t lan-centers .
#   docker run -p 3000:3000 -e AUTH_SECRET=... -e PUBLIC_URL=https://... -v lan-data:/data lan-centers
#
# With DATABASE_URL the data lives in PostgreSQL (see compose.yaml); without it, in the embedded
# database in the /data volume.

ARG NODE_IMAGE=node:20-slim

# --- Dependencies, from the lockfile ------------------------------------------------------------
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# `npm install` with the committed lockfile rather than `npm ci`, which fails on lockfiles made
# where the registry lacks other platforms' optional packages (ARCHITECTURE.md, known pitfalls).
RUN npm install --no-audit --no-fund

# --- Build ---------------------------------------------------------------------------------------
FROM deps AS build
COPY . .
# Settings are read when the server starts (the prerendered pages are rendered again then).
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# --- Runtime -------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=131072 \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
# The server runs compiled (build/server/start.js); the sources come along for the npm scripts
# (admin, db:migrate, db:backup, digest), which run through tsx.
COPY --from=build /app/package.json /app/tsconfig.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/app ./app
COPY --from=build /app/db ./db
COPY --from=build /app/drizzle ./drizzle
COPY --from=build /app/server ./server
COPY --from=build /app/scripts ./scripts
# The embedded database, the dev outbox and backups' default place belong to the `node` user.
RUN mkdir -p /data /app/backups && chown node:node /data /app/backups
USER node
VOLUME ["/data"]
EXPOSE 3000

HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

CMD ["sh", "scripts/start-production.sh"]
