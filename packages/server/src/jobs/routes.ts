import { coreContract } from '@storeroom/core/contract';
import { notFound } from '../http/errors';
import type { Api, Runtime } from '../runtime';
import type { JobQueue } from './queue';

/**
 * `GET /jobs/{id}` (the core contract's `getJob`): a job its caller enqueued (the owner: any
 * of the store), private apps included; 404 for anyone else, another store, or no such job.
 */
export function mountJobRoutes(api: Api, runtime: Runtime, queue: JobQueue): void {
  api.get(coreContract.endpoints.getJob.path, async (c) => {
    await runtime.authorize(c, { signedIn: true, privateApps: true });
    const view = await queue.view(runtime.db(), c.get('caller'), c.req.param('id'));
    if (!view) throw notFound();
    return c.json(view);
  });
}
