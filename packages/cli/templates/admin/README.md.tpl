# __TITLE__

A Storeroom admin: the shell with its plugins (`src/plugins.ts`) and the reference server
with their server parts (`server-plugins.ts`).

```sh
npm install
npm start          # builds the admin once, then serves it on http://127.0.0.1:4000/admin
npm run build      # rebuild the admin
```

Add a plugin: `storeroom create plugin <id>` in a plugin repo, install its package here, and
add it to `src/plugins.ts` and `server-plugins.ts`.

`npm start` is the demo (demo data on first start). Environment: `PORT` (4000), `HOST`,
`DATABASE_URL` (PostgreSQL instead of the embedded database in `.data/`),
`STOREROOM_DATA_DIR`, `STOREROOM_ADMIN_EMAIL` and `STOREROOM_ADMIN_PASSWORD` (the owner's
sign-in, at first start).

In production run `server.ts` without `STOREROOM_DEMO=1`: it seeds nothing, needs
`STOREROOM_JWT_SECRET` (at least 32 bytes) and, on an empty database, the first owner from
`STOREROOM_ADMIN_EMAIL` / `STOREROOM_ADMIN_PASSWORD`; it logs JSON lines, answers
`/api/v1/health/live` and `/api/v1/health/ready`, and drains on SIGTERM (the
`@storeroom/server` README, "Production").
