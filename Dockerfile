# syntax=docker/dockerfile:1
#
# The portal's production image, in the style of Next.js's examples/with-docker: the dependencies
# and the build happen in their own stages, and the image that runs holds only the standalone
# server with the production modules it traces, the static files, the migration command and the
# jobs (`node jobs.mjs reminders`, OPERATIONS.md "Scheduled jobs").
#
#   docker build -t central-do-assinante .
#   docker run --rm --env-file prod.env central-do-assinante node migrate.mjs   (each new version, once)
#   docker run -d -p 3000:3000 --env-file prod.env central-do-assinante
#
# The server does not migrate on start (MIGRATE_ON_START=0): replicas starting together would all
# try, and a migration belongs to the deploy step, before the new version takes traffic. Until it
# has run, /api/health answers 503 naming the pending migrations; /api/health/live stays 200.
# README (Container) lists what was verified without a Docker engine, and how.

ARG NODE_VERSION=24.21.0-slim

FROM node:${NODE_VERSION} AS dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund

FROM node:${NODE_VERSION} AS builder
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=dependencies /app/node_modules ./node_modules
COPY . .
# Rolling upgrades (OPERATIONS.md, "Migrations and upgrades"): the release's id, and the server
# actions' key from which Next.js derives the actions' ids, the same one the brands run with:
#   docker build --build-arg NEXT_DEPLOYMENT_ID=2026-11-24 \
#     --secret id=next_actions_key,env=NEXT_SERVER_ACTIONS_ENCRYPTION_KEY -t central-do-assinante:2026-11-24 .
# Without NEXT_DEPLOYMENT_ID the image runs only as the demo (compose.yaml, DEMO=1): a production
# server refuses to start a build made without one.
ARG NEXT_DEPLOYMENT_ID
ENV NEXT_DEPLOYMENT_ID=${NEXT_DEPLOYMENT_ID}
# next build, then the migration command and the jobs bundled as .next/standalone/migrate.mjs and jobs.mjs
RUN --mount=type=secret,id=next_actions_key,env=NEXT_SERVER_ACTIONS_ENCRYPTION_KEY npm run build

# The SGP, Efí and mail sandboxes, TypeScript run with tsx: for compose.yaml's demo only.
FROM node:${NODE_VERSION} AS sandbox
WORKDIR /app
ENV SANDBOX_HOST=0.0.0.0
COPY --from=dependencies /app/node_modules ./node_modules
COPY . .
USER node
EXPOSE 7001 7002 7003 7025
CMD ["node", "--import", "tsx", "sandbox/main.ts"]

# The image that runs (the default target).
FROM node:${NODE_VERSION} AS runner
WORKDIR /app
# The heap caps, the socket-address preload and MALLOC_ARENA_MAX are those of `npm start`
# (scripts/standalone.mjs says why each).
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    MIGRATE_ON_START=0 \
    MALLOC_ARENA_MAX=2 \
    NODE_OPTIONS="--max-old-space-size=256 --max-semi-space-size=8 --import ./lib/platform/runtime/socket-address.mjs"
RUN groupadd --system --gid 1001 nodejs \
 && useradd --system --uid 1001 --gid nodejs --no-create-home nextjs \
 && mkdir .data \
 && chown nextjs:nodejs .data
# The code belongs to root, read-only for the user that runs it: a compromised server cannot
# rewrite it. Only the data folder and Next's cache are the user's.
COPY --from=builder /app/.next/standalone ./
COPY --from=builder /app/.next/static ./.next/static
COPY --from=builder /app/public ./public
RUN mkdir -p .next/cache \
 && chown nextjs:nodejs .next/cache
USER nextjs
EXPOSE 3000
# Liveness only: a database outage must not get a healthy server restarted (the image has no curl).
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/live`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.js"]
