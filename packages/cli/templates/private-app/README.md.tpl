# __NAME__

A Storeroom private app: an external program that reads the store through the API with a
token limited by access rules. Its example command exports every __TITLE__ item to CSV.

## Create the private app and its token

1. In the admin, open **Apps → Private apps** (`/admin/apps/installed`) and create a private
   app named "__NAME__".
2. Give it the access it needs and no more: **__TITLE__ — limited** (read-only) is enough for
   an export.
3. Copy its token (`srp_...`). It is shown once; create another if it is lost, and revoke
   tokens you no longer use.

## Run

```sh
__INSTALL__
export STOREROOM_URL=https://your-store.example
export STOREROOM_TOKEN=srp_...
npm run export > items.csv
npm run export -- --status archived > archived.csv
```

Errors say what to do: 401 (the token was refused: check or renew it), 403 (the app's
access rules do not cover the area), 422 (the data was refused, field by field).

## Test

`npm test` runs the export against the Storeroom reference server with a real private app
and token.
