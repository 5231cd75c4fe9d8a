import { describe, expect, it } from 'vitest';
import { demoBanner } from './banner';

const base = {
  data: '.data/db',
  owner: 'owner@storeroom.test / storeroom-owner',
  employee: 'employee@storeroom.test / x',
};

describe('the demo server banner', () => {
  it('under `pnpm dev`, gives the admin address Vite serves, and the API beside it (issue 21 item 7)', () => {
    const text = demoBanner({
      ...base,
      serverUrl: 'http://127.0.0.1:4001',
      env: { STOREROOM_API_ONLY: '1', STOREROOM_ADMIN_URL: 'http://127.0.0.1:4000/admin' },
    });
    expect(text).toContain('Storeroom admin is running at http://127.0.0.1:4000/admin');
    expect(text).toContain('  api       http://127.0.0.1:4001/api/v1');
    expect(text).not.toContain('4001/admin');
  });

  it('serving the built admin itself, gives its own address', () => {
    const text = demoBanner({ ...base, serverUrl: 'http://127.0.0.1:4000', env: {} });
    expect(text).toContain('Storeroom admin is running at http://127.0.0.1:4000/admin');
    expect(text).toContain('  owner     owner@storeroom.test / storeroom-owner');
  });

  it('API only without an admin address never passes the API port off as the admin', () => {
    const text = demoBanner({
      ...base,
      serverUrl: 'http://127.0.0.1:4001',
      env: { STOREROOM_API_ONLY: '1' },
    });
    expect(text).not.toContain('admin is running at');
    expect(text).toContain('http://127.0.0.1:4001/api/v1');
  });
});
