// Type tests (checked by `pnpm typecheck`): `resource(contract, ...)` and `implement(...)` take
// their types from the contract, so a handler or a hook cannot drift from what clients see.
import { expectTypeOf } from 'vitest';
import { z } from 'zod';
import { SUBJECTS } from '@storeroom/core/access';
import { defineEndpoint, defineResource } from '@storeroom/core/contract';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { implement } from '../plugin';
import { resource } from './resource';

const notes = pgTable('notes', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  title: text('title').notNull(),
});
const notesResource = defineResource({
  path: '/notes',
  subject: SUBJECTS.cms,
  item: z.object({ id: z.number(), title: z.string() }),
  create: z.object({ title: z.string() }),
  bulk: { archive: { action: 'update' } },
});

resource(notesResource, {
  table: notes,
  toItem: (row) => ({ id: row.id, title: row.title }),
  beforeCreate: (input) => {
    expectTypeOf(input).toEqualTypeOf<{ title: string }>();
    return { title: input.title };
  },
  actions: { archive: async () => undefined },
});
resource(notesResource, {
  table: notes,
  // @ts-expect-error: an item must match the contract's item schema
  toItem: (row) => ({ id: row.id, name: row.title }),
  actions: { archive: async () => undefined },
});
// @ts-expect-error: the contract's bulk action "archive" needs its run
resource(notesResource, { table: notes });

const rename = defineEndpoint({
  method: 'POST',
  path: '/notes/:id/rename',
  subject: SUBJECTS.cms,
  body: z.object({ title: z.string().trim() }),
  query: z.object({ notify: z.coerce.boolean().optional() }),
  response: z.object({ id: z.number(), title: z.string() }),
});
implement(rename, async (_ctx, { params, body, query }) => {
  expectTypeOf(params).toEqualTypeOf<Record<'id', string>>();
  expectTypeOf(body).toEqualTypeOf<{ title: string }>();
  expectTypeOf(query).toEqualTypeOf<{ notify?: boolean | undefined }>();
  return { id: Number(params.id), title: body.title };
});
// @ts-expect-error: the answer must match the response schema
implement(rename, async () => ({ id: 'x' }));
