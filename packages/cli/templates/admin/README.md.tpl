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

Environment: `PORT` (4000), `HOST`, `DATABASE_URL` (PostgreSQL instead of the embedded
database in `.data/`), `STOREROOM_DATA_DIR`, `STOREROOM_ADMIN_EMAIL` and
`STOREROOM_ADMIN_PASSWORD` (the owner's sign-in, at first start).
