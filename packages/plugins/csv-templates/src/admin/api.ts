import { createApiFactory, createApiRef, httpApiRef } from '@storeroom/core';
import { createCsvTemplatesClient } from '../client';
import type { CsvTemplatesClient } from '../client';

/** The CSV templates client in the API registry; screens get it with `useApi(csvTemplatesApiRef)`. */
export const csvTemplatesApiRef = createApiRef<CsvTemplatesClient>('plugin.csv-templates');

/** Builds the client on the admin's HTTP transport (bearer token, refresh, errors). */
export const csvTemplatesApi = createApiFactory(csvTemplatesApiRef, ({ get }) =>
  createCsvTemplatesClient(get(httpApiRef)),
);
