# Brigade: one process serves the API and the built web app (ADR 001). Build: docker build -t brigade .
# Run: see compose.yaml and docs/operations.md.

# --- build: every dependency, then the web app
FROM node:20-trixie-slim AS build
WORKDIR /app
RUN npm install -g npm@11 --no-audit --no-fund
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- runtime: the server's production dependencies, its source (TypeScript runs through tsx) and the built web app
FROM node:20-trixie-slim AS runtime
# pg_dump and pg_restore for `npm run backup` / `npm run restore` (trixie's client handles PostgreSQL 16 and 17).
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/* \
  && npm install -g npm@11 --no-audit --no-fund
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    BACKUP_DIR=/backups
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --no-audit --no-fund --workspace @brigade/server --workspace @brigade/domain
COPY packages/domain/src packages/domain/src
COPY packages/domain/tsconfig.json packages/domain/
COPY apps/server/src apps/server/src
COPY apps/server/drizzle apps/server/drizzle
COPY apps/server/tsconfig.json apps/server/
COPY tsconfig.base.json ./
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data /backups && chown node:node /data /backups

# Never root: the image's unprivileged user owns only the data and backup folders.
USER node
VOLUME ["/data", "/backups"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/v1/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node runs as PID 1 with no npm or shell in between, so SIGTERM reaches its graceful shutdown (10 s; ADR 081).
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "apps/server/src/main.ts"]
