import { ROW_COUNTS_CORE_SQL } from '../resource/row-counts';
import type { Migration } from './migrate';

/** The core's schema, versioned like any plugin's (db/schema.ts mirrors it). */
export const coreMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'core tables',
    sql: [
      `create table accounts (
        id serial primary key,
        email text not null,
        password_hash text not null,
        full_name text not null default '',
        address text, phone text, photo text, signature text,
        plan_id integer,
        is_paused boolean not null default false,
        disabled boolean not null default false,
        on_trial boolean not null default false,
        reactivation_code text,
        menu jsonb,
        created_at timestamptz not null default now()
      )`,
      `create unique index accounts_email_key on accounts (lower(email))`,
      `create table stores (
        id serial primary key,
        account_id integer not null references accounts(id) on delete cascade,
        title text not null,
        subdomain text not null,
        timezone text not null default 'UTC',
        currency text not null default 'USD',
        weight_unit integer not null default 4,
        order_prefix text not null default '',
        order_suffix text not null default '',
        created_at timestamptz not null default now()
      )`,
      `create unique index stores_subdomain_key on stores (subdomain)`,
      `create index stores_account_idx on stores (account_id)`,
      `create table employees (
        id serial primary key,
        store_id integer not null references stores(id) on delete cascade,
        email text not null,
        full_name text not null default '',
        phone text,
        enabled boolean not null default true,
        access jsonb not null default '[]',
        password_hash text,
        address text, photo text, signature text,
        menu jsonb,
        created_at timestamptz not null default now()
      )`,
      `create unique index employees_email_key on employees (lower(email))`,
      `create index employees_store_idx on employees (store_id, id)`,
      `create table refresh_tokens (
        id serial primary key,
        token_hash text not null,
        family text not null,
        kind text not null,
        user_id integer not null,
        store_id integer not null,
        spent_at timestamptz,
        revoked_at timestamptz,
        expires_at timestamptz not null,
        created_at timestamptz not null default now()
      )`,
      `create unique index refresh_tokens_hash_key on refresh_tokens (token_hash)`,
      `create index refresh_tokens_family_idx on refresh_tokens (family)`,
      `create table login_failures (
        id serial primary key,
        key text not null,
        at timestamptz not null default now()
      )`,
      `create index login_failures_key_idx on login_failures (key, at)`,
      `create table private_apps (
        id serial primary key,
        store_id integer not null references stores(id) on delete cascade,
        name text not null,
        access_rules jsonb not null default '[]',
        created_at timestamptz not null default now()
      )`,
      `create index private_apps_store_idx on private_apps (store_id, id)`,
      `create table private_app_tokens (
        id serial primary key,
        store_id integer not null references stores(id) on delete cascade,
        app_id integer not null references private_apps(id) on delete cascade,
        token_hash text not null,
        hint text not null,
        revoked_at timestamptz,
        last_used_at timestamptz,
        created_at timestamptz not null default now()
      )`,
      `create unique index private_app_tokens_hash_key on private_app_tokens (token_hash)`,
      `create index private_app_tokens_app_idx on private_app_tokens (app_id)`,
      `create table saved_views (
        id serial primary key,
        store_id integer not null references stores(id) on delete cascade,
        owner_key text not null,
        resource text not null,
        json text not null,
        created_at timestamptz not null default now()
      )`,
      `create index saved_views_owner_idx on saved_views (store_id, owner_key, resource)`,
      `create table files (
        id serial primary key,
        store_id integer not null references stores(id) on delete cascade,
        type text not null,
        name text not null,
        path text not null,
        storage_key text not null,
        content_type text not null,
        size integer not null,
        created_at timestamptz not null default now()
      )`,
      `create index files_store_idx on files (store_id, id)`,
      `create table email_logs (
        id serial primary key,
        store_id integer not null references stores(id) on delete cascade,
        to_email text not null,
        subject text not null,
        body text not null,
        status integer not null default 0,
        events jsonb not null default '[]',
        created_at timestamptz not null default now()
      )`,
      `create index email_logs_store_idx on email_logs (store_id, id)`,
      `create table server_secrets (
        name text primary key,
        value text not null
      )`,
    ],
  },
  {
    version: 2,
    name: 'private app token creators',
    // Who minted a token (SECURITY.md "Private apps and tokens"); deleting the employee deletes
    // their tokens. Tokens made before have none and are treated as the owner's.
    sql: [
      `alter table private_app_tokens add column created_by_employee_id integer
        references employees(id) on delete cascade`,
      `create index private_app_tokens_creator_idx on private_app_tokens (created_by_employee_id)`,
    ],
  },
  {
    version: 3,
    name: 'shared sign-in throttle',
    // Atomic counters (auth/throttle.ts) replace the failure log, which was counted after the fact.
    sql: [
      `create table login_throttle (
        key text primary key,
        points integer not null default 0,
        expire timestamptz
      )`,
      `drop table login_failures`,
    ],
  },
  {
    version: 4,
    name: 'row counts per store',
    // Counters a list's total reads instead of counting the store's rows (resource/row-counts.ts);
    // plugins' tables opt in with rowCountMigration(table).
    sql: ROW_COUNTS_CORE_SQL,
  },
  {
    version: 5,
    name: 'store locale',
    // The locale money and numbers are formatted in for people (issue 15: formatting in the
    // store's locale); stores made before write en-US, as the admin always did.
    sql: [`alter table stores add column locale text not null default 'en-US'`],
  },
  {
    version: 6,
    name: 'store general settings',
    // spec 3 §3 "General settings": the store's contact e-mail, unit system (metric 1, imperial
    // 2; stores made before are imperial, their default weight unit lb) and storefront password.
    sql: [
      `alter table stores add column email text not null default ''`,
      `alter table stores add column unit_system integer not null default 2`,
      `alter table stores add column enable_password boolean not null default false`,
      `alter table stores add column fes_password text not null default ''`,
      // A store that weighs in kg, g or ml is metric.
      `update stores set unit_system = 1 where weight_unit in (1, 2, 3)`,
    ],
  },
  {
    version: 7,
    name: 'paused storefront',
    // Pausing an account closes its storefronts behind the password given to pause it; the
    // storefront password settings from before are kept here and put back on unpause.
    sql: [`alter table stores add column paused_storefront jsonb`],
  },
];
