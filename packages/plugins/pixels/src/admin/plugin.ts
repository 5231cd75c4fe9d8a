import { definePlugin } from '@storeroom/core';
import {
  PIXELS_APP_PATH,
  PIXELS_EDIT_PATH,
  PIXELS_INDEX_PATH,
  PIXELS_PATH,
  PIXELS_SUBJECT,
} from '../contract/shell';

const loadList = () => import('./routes/pixels-list').then((m) => m.PixelsListPage);

/**
 * Everything the Pixels plugin gives the shell, on one screen. The manifest reads only the
 * zod-free model; each screen loads lazily (its own chunk).
 */
export const pixelsPlugin = definePlugin({
  id: 'pixels',
  name: 'Pixels',
  subjects: [PIXELS_SUBJECT],
  routes: [
    // spec 2 §2 `/admin/pixels/index`; spec 4 menu link `/admin/pixels`, which goes to
    // `/admin/app/pixels` while a builder theme is active.
    { path: PIXELS_PATH, subject: PIXELS_SUBJECT, title: 'Pixels', load: loadList },
    { path: PIXELS_INDEX_PATH, subject: PIXELS_SUBJECT, title: 'Pixels', load: loadList },
    { path: PIXELS_APP_PATH, subject: PIXELS_SUBJECT, title: 'Pixels', load: loadList },
    {
      // spec 2 §2 "edit pixel screen (query id)": `?id=` edits, none or `0` adds.
      path: PIXELS_EDIT_PATH,
      subject: PIXELS_SUBJECT,
      title: 'Edit pixel',
      load: () => import('./routes/pixels-edit').then((m) => m.PixelsEditPage),
    },
  ],
  // spec 4 menu links: Pixels among the settings links, with full or limited pixels access.
  menu: [{ group: 'settings', label: 'Pixels', path: PIXELS_PATH, subject: PIXELS_SUBJECT }],
});
