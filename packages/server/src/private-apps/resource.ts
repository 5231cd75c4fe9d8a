import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { fullAccess } from '@storeroom/core/access';
import type { AccessRule, AccessSubject } from '@storeroom/core/access';
import { coreContract } from '@storeroom/core/contract';
import type { PrivateAppItem, PrivateAppTokenItem } from '@storeroom/core/contract';
import { assertMayManageApp, assertWithinOwnAccess, cleanAccess } from '../access';
import { hashToken, newPrivateAppToken } from '../auth/tokens';
import type { ActionContext } from '../context';
import { privateAppTokens, privateApps } from '../db/schema';
import { notFound, parseId } from '../http/errors';
import { implement } from '../plugin';
import { resource } from '../resource/resource';
import type { AppEnv, Runtime } from '../runtime';

/**
 * Creates a token for an app; the plain secret is returned once and stored hashed. The
 * employee who mints it is recorded: the token works only while they are enabled, and never
 * beyond their current access (auth/service.ts).
 */
export async function createAppToken(ctx: ActionContext, appId: number): Promise<PrivateAppTokenItem> {
  const token = newPrivateAppToken();
  const row = await ctx.scope(privateAppTokens).insert({
    app_id: appId,
    token_hash: hashToken(token),
    hint: `${token.slice(0, 8)}…${token.slice(-4)}`,
    created_by_employee_id: ctx.caller.kind === 'employee' ? ctx.caller.id : null,
  });
  // Only in the answer that creates it: shown once (spec 4 §3).
  return { id: row.id, hint: row.hint, created_at: row.created_at.toISOString(), last_used_at: null, token };
}

/**
 * Private apps are managed by people: a private-app token gets 403 on every
 * /apps/private-apps endpoint, reads included, whatever its rules (SECURITY.md). Mounted
 * before the private-apps routes; it resolves the caller as the routes would.
 */
export function privateAppsPeopleOnly(runtime: Runtime): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await runtime.authorize(c, { signedIn: true });
    await next();
  };
}

/**
 * Private apps at /apps/private-apps (spec 4 §3, §7): tokens are bearer credentials limited by
 * the app's access rules exactly like an employee's. Reads follow the apps subject; every
 * write also needs the app within the caller's own access (`assertMayManageApp`).
 */
export function privateAppsResource(subjects: () => readonly AccessSubject[]) {
  const assignable = () => subjects().filter((s) => !s.ownerOnly);
  const rulesFor = (ctx: ActionContext, rules: readonly AccessRule[]) => {
    // Never a private app (403), whatever it asks for; then what is asked for (422).
    assertMayManageApp(ctx.caller.principal, []);
    const cleaned = cleanAccess(rules, assignable());
    assertWithinOwnAccess(ctx.caller.principal, cleaned, assignable(), 'accessRules');
    return cleaned;
  };
  return resource(coreContract.resources.privateApps, {
    table: privateApps,
    toItem: (row): PrivateAppItem => ({
      id: row.id,
      name: row.name,
      accessRules: row.access_rules,
      created_at: row.created_at.toISOString(),
    }),
    expand: {
      // spec 4 §7: the list expands tokens and accessRules (accessRules are always present).
      accessRules: async () => {},
      tokens: async (items, rows, ctx) => {
        const tokens = await ctx.scope(privateAppTokens).find(
          and(
            inArray(
              privateAppTokens.app_id,
              rows.map((r) => r.id),
            ),
            isNull(privateAppTokens.revoked_at),
          ),
        );
        for (const item of items) {
          item.tokens = tokens
            .filter((t) => t.app_id === item.id)
            .sort((a, b) => a.id - b.id)
            .map((t): PrivateAppTokenItem => ({
              id: t.id,
              hint: t.hint,
              created_at: t.created_at.toISOString(),
              last_used_at: t.last_used_at?.toISOString() ?? null,
            }));
        }
      },
    },
    beforeCreate: (input, ctx) => ({
      name: input.name,
      // spec 4 §5: new private apps default to full access on every area.
      access_rules: rulesFor(ctx, input.accessRules ?? fullAccess(assignable())),
    }),
    async afterCreate(row, ctx) {
      const token = await createAppToken(ctx, row.id);
      return {
        id: row.id,
        name: row.name,
        accessRules: row.access_rules,
        created_at: row.created_at.toISOString(),
        tokens: [token],
      };
    },
    beforeUpdate(input, existing, ctx) {
      // The app as it is must be within the caller's access, even for a rename: otherwise
      // they could take over (narrow, rename) an app the owner made broader than them.
      assertMayManageApp(ctx.caller.principal, existing.access_rules);
      return {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.accessRules !== undefined ? { access_rules: rulesFor(ctx, input.accessRules) } : {}),
      };
    },
    // Single and bulk delete: a refused row refuses the whole request.
    beforeDelete: (row, ctx) => assertMayManageApp(ctx.caller.principal, row.access_rules),
  });
}

/** The app of a token route, when the caller may manage it (404, then 403). */
async function manageableApp(ctx: ActionContext, id: string | undefined) {
  const app = await ctx.scope(privateApps).get(parseId(id));
  if (!app) throw notFound();
  assertMayManageApp(ctx.caller.principal, app.access_rules);
  return app;
}

/**
 * POST /apps/private-apps/{id}/tokens: a new token, shown once. The app must be within the
 * caller's own access: a token acts with all of its app's rules.
 */
export const createPrivateAppToken = implement(
  coreContract.endpoints.createPrivateAppToken,
  async (ctx, { params }) => {
    const app = await manageableApp(ctx, params.id);
    return createAppToken(ctx, app.id);
  },
);

/** DELETE /apps/private-apps/{id}/tokens/{tokenId}: revokes a token at once (same rule as minting). */
export const revokePrivateAppToken = implement(
  coreContract.endpoints.revokePrivateAppToken,
  async (ctx, { params }) => {
    const app = await manageableApp(ctx, params.id);
    const tokens = ctx.scope(privateAppTokens);
    const [token] = await tokens.find(
      and(
        eq(privateAppTokens.id, parseId(params.tokenId)),
        eq(privateAppTokens.app_id, app.id),
        isNull(privateAppTokens.revoked_at),
      ),
    );
    if (!token) throw notFound();
    await tokens.update(token.id, { revoked_at: new Date() });
    return undefined;
  },
);
