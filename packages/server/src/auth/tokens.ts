import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

/** Access token lifetime: 15 minutes (auth-contract.md). */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
/** Refresh token lifetime: 30 days. */
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;
/** Private-app tokens are opaque and prefixed (auth-contract.md). */
export const PRIVATE_APP_TOKEN_PREFIX = 'srp_';

export interface AccessClaims {
  sub: string;
  store_id: number;
  kind: 'owner' | 'employee';
  fam: string;
}

/** The login / refresh / store-switch answer (auth-contract.md). */
export interface TokenPair {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  expires_in: number;
}

const ISSUER = 'storeroom';

/** Signs an access token, valid for `seconds` (the access token lifetime unless a test says). */
export async function signAccessToken(
  secret: Uint8Array,
  claims: AccessClaims,
  seconds = ACCESS_TOKEN_SECONDS,
): Promise<string> {
  return new SignJWT({ store_id: claims.store_id, kind: claims.kind, fam: claims.fam })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${seconds}s`)
    .sign(secret);
}

/** Verifies an access token; null when invalid, expired or of the wrong shape. */
export async function verifyAccessToken(
  secret: Uint8Array,
  token: string,
): Promise<(AccessClaims & { exp: number }) | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
    const { sub, store_id, kind, fam, exp } = payload as Record<string, unknown>;
    if (typeof sub !== 'string' || !/^[1-9][0-9]{0,9}$/.test(sub)) return null;
    if (typeof store_id !== 'number' || !Number.isInteger(store_id)) return null;
    if (kind !== 'owner' && kind !== 'employee') return null;
    if (typeof fam !== 'string') return null;
    if (typeof exp !== 'number') return null;
    return { sub, store_id, kind, fam, exp };
  } catch {
    return null;
  }
}

/** SHA-256 of a high-entropy secret (refresh and app tokens); enough because they are random. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function newRefreshToken(): string {
  return `srr_${randomBytes(32).toString('base64url')}`;
}

export function newPrivateAppToken(): string {
  return `${PRIVATE_APP_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

export function newFamily(): string {
  return randomUUID();
}
