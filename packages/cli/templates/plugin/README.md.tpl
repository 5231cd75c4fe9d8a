# __PKG__

The __TITLE__ plugin for the Storeroom admin: a list at `__ROUTE__` and an editor at
`__ROUTE__/{id}` (`0` creates), backed by its server part.

## Entry points

| import | what |
|---|---|
| `__PKG__` | the admin plugin (`__CAMEL__Plugin`) and the contract |
| `__PKG__/contract` | the contract: subject, schemas, the `items` resource and the `archive` endpoint (no React, no server code) |
| `__PKG__/client` | the typed client derived from the contract (no React; works in Node and private apps) |
| `__PKG__/server` | the server part (`__CAMEL__ServerPlugin`): table, migration, resource, endpoint, seed |

The API reference is generated from the contract: `GET /api/v1/openapi.json` on a server
that runs this plugin.

## For other plugins

Import `__PKG__/contract` and nothing else of this package: in the admin,
`useClient(__CAMEL__Contract)` or `resourceHooks(__CAMEL__Contract, 'items')`; in a private app,
`createClient(__CAMEL__Contract, http)` (or `create__PASCAL__Client` from `./client`).

## Access

The subject `__SNAKE__` ("__TITLE__"), declared in `src/contract/model.ts`. Limited access is
read-only; its option `allow_archive` grants archiving. Full access can create, edit, archive
and delete.

## Develop

```sh
__RUN__ dev          # the shell and the reference server with only this plugin
__RUN__ test         # admin tests and server tests, on the real server in-process
__RUN__ typecheck    # tests and stories included
__RUN__ lint
__RUN__ doctor       # check the plugin's conventions
__RUN__ check        # all of the above and the build (tsup + publint): what CI runs
```

A standalone plugin also gets `.github/workflows/ci.yml`, which runs `npm run check` on every
push and pull request.
