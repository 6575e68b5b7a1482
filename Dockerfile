# syntax=docker/dockerfile:1
# HomeTunnel: one image serving the web app, /api and /graphql (see README, "Production").

# --- build: every dependency, compile the rules package and the API (tsc) and the web app (Vite), then drop dev deps ---
FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/rules/package.json packages/rules/
COPY api/package.json api/
COPY web/package.json web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY tsconfig.json codegen.ts schema.graphql ./
COPY packages packages
COPY api api
COPY web web
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund

# --- runtime: production dependencies and build output only, as the unprivileged `node` user ---
FROM node:20-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json ./
COPY --from=build --chown=node:node /app/node_modules node_modules
# The api requires @hometunnel/rules at run time (node_modules links it to packages/rules).
COPY --from=build --chown=node:node /app/packages/rules/package.json packages/rules/
COPY --from=build --chown=node:node /app/packages/rules/dist packages/rules/dist
COPY --from=build --chown=node:node /app/api/package.json api/
COPY --from=build --chown=node:node /app/api/dist api/dist
COPY --from=build --chown=node:node /app/web/dist web/dist
# The trusted-documents manifest (GRAPHQL_TRUSTED_DOCUMENTS is on in production).
COPY --from=build --chown=node:node /app/web/src/gql/persisted-documents.json web/src/gql/
USER node
EXPOSE 3000
# Ready = the process serves and the database answers (503 while starting or shutting down).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node as PID 1 receives SIGTERM directly: graceful shutdown, exit 0. The heap budget (README
# "Data at scale", memory) keeps a process under 256 MB resident under load.
CMD ["node", "--max-old-space-size=160", "api/dist/main.js"]
