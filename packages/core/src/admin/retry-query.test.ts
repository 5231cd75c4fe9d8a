import { describe, expect, it } from 'vitest';
import { ApiError } from '../client/types';
import { retryQuery } from './create-admin';

describe('retryQuery', () => {
  it('tries a network failure or a server error once more', () => {
    expect(retryQuery(0, new ApiError(0, 'Failed to fetch'))).toBe(true);
    expect(retryQuery(0, new ApiError(503, 'Unavailable'))).toBe(true);
    expect(retryQuery(0, new TypeError('x'))).toBe(true);
    expect(retryQuery(1, new ApiError(503, 'Unavailable'))).toBe(false);
  });

  it('never retries a refusal: the answer would be the same', () => {
    for (const status of [400, 401, 403, 404, 409, 422])
      expect(retryQuery(0, new ApiError(status, 'No'))).toBe(false);
  });
});
