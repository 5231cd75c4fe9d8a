import { createApiFactory, createApiRef, httpApiRef } from '@storeroom/core';
import { create__PASCAL__Client } from '../client';
import type { __PASCAL__Client } from '../client';

/** The __TITLE__ client in the API registry; screens get it with `useApi(__CAMEL__ApiRef)`. */
export const __CAMEL__ApiRef = createApiRef<__PASCAL__Client>('plugin.__ID__');

/** Builds the client on the admin's HTTP transport (bearer token, refresh, errors). */
export const __CAMEL__Api = createApiFactory(__CAMEL__ApiRef, ({ get }) => create__PASCAL__Client(get(httpApiRef)));
