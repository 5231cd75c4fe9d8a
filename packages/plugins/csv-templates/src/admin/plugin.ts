import { definePlugin } from '@storeroom/core';
import { CSV_TEMPLATES_SUBJECT } from '../contract/shell';

/** Everything the CSV templates plugin gives the shell; each screen loads lazily (its own chunk). */
export const csvTemplatesPlugin = definePlugin({
  id: 'csv-templates',
  name: 'CSV templates',
  subjects: [CSV_TEMPLATES_SUBJECT],
  routes: [
    {
      path: '/admin/csv',
      subject: CSV_TEMPLATES_SUBJECT,
      title: 'CSV templates',
      load: () => import('./routes/csv-templates-list').then((m) => m.CsvTemplatesListPage),
    },
    {
      // spec 1 §2: detail by numeric id; 0 is a new template.
      path: '/admin/csv/:id',
      subject: CSV_TEMPLATES_SUBJECT,
      title: 'CSV template',
      load: () => import('./routes/csv-template-edit').then((m) => m.CsvTemplateEditPage),
    },
  ],
  // spec 4 §2: /admin/csv sits in the settings menu.
  menu: [{ group: 'settings', label: 'CSV templates', path: '/admin/csv', subject: CSV_TEMPLATES_SUBJECT }],
});
