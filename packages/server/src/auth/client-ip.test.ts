import { describe, expect, it } from 'vitest';
import { clientIpOf, trustedHops } from './client-ip';

describe('clientIpOf', () => {
  it('trusts only the configured proxy hops of X-Forwarded-For', () => {
    const forwarded = 'claimed-by-client, 203.0.113.7, 10.0.0.5';
    expect(clientIpOf(forwarded, '10.0.0.9', 0)).toBe('10.0.0.9');
    expect(clientIpOf(forwarded, '10.0.0.9', 1)).toBe('10.0.0.5');
    expect(clientIpOf(forwarded, '10.0.0.9', 2)).toBe('203.0.113.7');
    // More hops than entries: the leftmost is the best there is.
    expect(clientIpOf('203.0.113.7', '10.0.0.9', 5)).toBe('203.0.113.7');
    expect(clientIpOf(undefined, '10.0.0.9', 1)).toBe('10.0.0.9');
    expect([trustedHops(true), trustedHops(false), trustedHops(2), trustedHops(undefined)]).toEqual([
      1, 0, 2, 0,
    ]);
  });
});
