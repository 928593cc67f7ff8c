# The product as one image (docs/decisions/139-deployment-and-backups.md): the built SPA, the
# API's production dependencies, run as the unprivileged `node` user with `npm run serve`.

# 1. Build the SPA with every dependency.
FROM node:22-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/db/package.json packages/db/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Production dependencies only (tsx, which runs the TypeScript server, is one of the API's).
FROM node:22-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/db/package.json packages/db/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --no-audit --no-fund

# 3. What runs.
FROM node:22-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app ./
COPY apps/api/src apps/api/src
COPY packages/contracts/src packages/contracts/src
COPY packages/db/src packages/db/src
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/v1/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The same command as outside a container; npm passes SIGTERM on, and the server drains.
CMD ["npm", "run", "serve"]
