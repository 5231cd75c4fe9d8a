import { createServer } from 'node:net';
import type { Server } from 'node:net';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { recorder } from '../lib/output';
import { dev } from './dev';

const hello = resolve(import.meta.dirname, '..', '..', '..', '..', 'examples', 'hello-plugin');
let occupant: Server | undefined;
afterEach(() => new Promise<void>((done) => (occupant ? occupant.close(() => done()) : done())));

function occupy(port: number): Promise<void> {
  occupant = createServer();
  return new Promise((done) => occupant!.listen(port, '127.0.0.1', () => done()));
}

describe('storeroom dev ports', () => {
  it('refuses an API port another program listens on, instead of talking to that program', async () => {
    await occupy(4721);
    await expect(dev({ dir: hello, port: 4720, apiPort: 4721 }, recorder())).rejects.toThrow(
      'Port 4721 (the API) is in use on 127.0.0.1.',
    );
  });

  it('refuses a shell port in use before starting the API', async () => {
    await occupy(4722);
    await expect(dev({ dir: hello, port: 4722, apiPort: 4723 }, recorder())).rejects.toThrow(
      'Port 4722 (the shell) is in use on 127.0.0.1.',
    );
  });
});
