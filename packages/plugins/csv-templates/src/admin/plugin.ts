import { definePlugin } from '@storeroom/core';
import { CSV_TEMPLATES_SUBJECT } from '../access';
import { csvTemplatesApi } from './api';

/** Everything the Csv templates plugin gives the shell; each screen loads lazily (its own chunk). */
export const csvTemplatesPlugin = definePlugin({
  id: 'csv-templates',
  name: 'Csv templates',
  subjects: [CSV_TEMPLATES_SUBJECT],
  apis: [csvTemplatesApi],
  routes: [
    {
      path: '/admin/csv-templates',
      subject: CSV_TEMPLATES_SUBJECT,
      title: 'Csv templates',
      load: () => import('./routes/csv-templates-list').then((m) => m.CsvTemplatesListPage),
    },
  ],
  menu: [{ group: 'manage', label: 'Csv templates', path: '/admin/csv-templates', subject: CSV_TEMPLATES_SUBJECT }],
});
