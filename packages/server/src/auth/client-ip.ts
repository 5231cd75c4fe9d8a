/**
 * The client's IP behind `hops` trusted proxies (`createServer({ trustProxy })`): each proxy
 * appends the address it received the request from to `X-Forwarded-For`, so only the last
 * `hops` entries were written by proxies of ours; anything left of them is what the client
 * claims and is ignored. `hops` 0 uses the socket's address alone.
 *
 * @example
 * clientIpOf('forged, 203.0.113.7', '10.0.0.2', 1); // '203.0.113.7'
 */
export function clientIpOf(forwardedFor: string | undefined, remote: string, hops: number): string {
  if (hops <= 0 || !forwardedFor) return remote;
  const chain = [
    ...forwardedFor
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
    remote,
  ];
  return chain[Math.max(0, chain.length - 1 - hops)]!;
}

/** `trustProxy` as a number of hops: `true` is one proxy (the last hop). */
export const trustedHops = (trustProxy: boolean | number | undefined): number =>
  trustProxy === true ? 1 : typeof trustProxy === 'number' ? Math.max(0, Math.floor(trustProxy)) : 0;
