// Type tests (checked by `pnpm typecheck`): what third parties lean on when they declare a
// contract — the derived client's item, body, params and answer types, slots and API refs.
import { expectTypeOf } from 'vitest';
import { z } from 'zod';
import { SUBJECTS } from '../access/subjects';
import type { HttpClient, ListResponse } from '../client/types';
import { createApiRef } from '../plugin/api-ref';
import type { ApiRef } from '../plugin/api-ref';
import { definePlugin } from '../plugin/define-plugin';
import { fillSlot } from '../plugin/slots';
import { createClient } from './client';
import type { EndpointInput, ItemOf } from './client';
import { defineContract, defineEndpoint, defineResource } from './define';
import { createServiceRef, createSlotRef } from './refs';
import type { ServiceRef } from './refs';

const review = z.object({ id: z.number(), rating: z.number(), body: z.string(), created_at: z.string() });
const reviewInput = z.object({ rating: z.number().int().min(1).max(5), body: z.string().default('') });
const REVIEW_PANEL = createSlotRef<{ reviewId: number }>('reviews.panel');
const REVIEW_STATS = createServiceRef<{ average(): Promise<number> }>('reviews.stats');

const reviewsContract = defineContract({
  id: 'reviews',
  subjects: { reviews: SUBJECTS.cms },
  resources: {
    reviews: defineResource({ path: '/reviews', subject: SUBJECTS.cms, item: review, create: reviewInput }),
  },
  endpoints: {
    reply: defineEndpoint({
      method: 'POST',
      path: '/reviews/:id/replies/:replyId',
      subject: SUBJECTS.cms,
      body: z.object({ text: z.string() }),
      response: z.object({ ok: z.boolean() }),
    }),
    stats: defineEndpoint({ method: 'GET', path: '/reviews-stats', subject: SUBJECTS.cms }),
    upload: defineEndpoint({
      method: 'POST',
      path: '/reviews/import',
      subject: SUBJECTS.cms,
      multipart: { maxBytes: 1 },
    }),
  },
  services: { stats: REVIEW_STATS },
  slots: { panel: REVIEW_PANEL },
});

declare const http: HttpClient;
const client = createClient(reviewsContract, http);

// Resources: items are the item schema's output; bodies the create schema's input.
expectTypeOf(client.reviews.list()).resolves.toEqualTypeOf<ListResponse<z.output<typeof review>>>();
expectTypeOf<ItemOf<typeof reviewsContract.resources.reviews>>().toEqualTypeOf<z.output<typeof review>>();
void client.reviews.create({ rating: 5 }); // `body` has a default: optional in the input
// @ts-expect-error: the create body is typed
void client.reviews.create({ stars: 5 });
void client.reviews.update(1, { body: 'x' }); // updates take any part of the create body

// Endpoints: path params from the path, body from the schema, answer from the response.
expectTypeOf(
  client.reply({ params: { id: 1, replyId: 'a' }, body: { text: 'Thanks' } }),
).resolves.toEqualTypeOf<{
  ok: boolean;
}>();
// @ts-expect-error: a path param is missing
void client.reply({ params: { id: 1 }, body: { text: 'x' } });
// @ts-expect-error: the body is typed
void client.reply({ params: { id: 1, replyId: 2 }, body: { message: 'x' } });
expectTypeOf(client.stats()).resolves.toBeUnknown(); // no input needed, no response declared
expectTypeOf<EndpointInput<typeof reviewsContract.endpoints.upload>['body']>().toEqualTypeOf<FormData>();
// @ts-expect-error: no such endpoint
void client.delete();

// Refs carry their types.
expectTypeOf(reviewsContract.services.stats).toEqualTypeOf<ServiceRef<{ average(): Promise<number> }>>();

// Slots: a fill's component takes the slot's props; a manifest may name the slot by id.
fillSlot(REVIEW_PANEL, { id: 'photos', component: (props: { reviewId: number }) => String(props.reviewId) });
// @ts-expect-error: the component's props must be the slot's
fillSlot(REVIEW_PANEL, { id: 'photos', component: (props: { orderId: number }) => String(props.orderId) });
fillSlot<typeof REVIEW_PANEL>('reviews.panel', {
  id: 'photos',
  component: (p: { reviewId: number }) => String(p.reviewId),
});

// definePlugin keeps the literal manifest; API refs keep their implementation type.
const plugin = definePlugin({ id: 'reviews', declaredSlots: [REVIEW_PANEL] });
expectTypeOf(plugin.id).toEqualTypeOf<'reviews'>();
const ref = createApiRef<{ ping(): string }>('reviews.ping');
expectTypeOf(ref).toEqualTypeOf<ApiRef<{ ping(): string }>>();
