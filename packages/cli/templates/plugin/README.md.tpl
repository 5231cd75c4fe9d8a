# __PKG__

The __TITLE__ plugin for the Storeroom admin: a list at `__ROUTE__` with a side panel to
create and edit items, backed by the `/api/v1/__ID__` resource of its server part.

## Entry points

| import | what |
|---|---|
| `__PKG__` | the admin plugin (`__CAMEL__Plugin`), its API ref and schema |
| `__PKG__/client` | the typed API client (no React; works in Node and private apps) |
| `__PKG__/server` | the server part (`__CAMEL__ServerPlugin`): table, migration, resource, seed |

## Access

Declares the access subject `__SNAKE__` ("__TITLE__") in `src/access.ts` (re-exported by `src/schema.ts`). Limited access is
read-only; full access can create, edit and delete.

## Develop

```sh
storeroom dev      # the shell and the reference server with only this plugin
storeroom doctor   # check the plugin against the contract
storeroom build    # build with tsup and check with publint
```
