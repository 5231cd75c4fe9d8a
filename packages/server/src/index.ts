/**
 * @storeroom/server: the reference back end — HTTP API, database and migrations, auth,
 * permission enforcement, the resource engine for plugins, files and mail.
 */
export { createServer, INTERNAL_ERROR_MESSAGE } from './server';
export type { CreateServerOptions, StoreroomServer } from './server';
export { serveAdmin } from './static';
export { listen } from './listen';
export type { ListenOptions, RunningServer } from './listen';
export { runServer } from './serve/run';
export type { RunServerOptions, RunningStoreroom } from './serve/run';
export {
  CONFIG_MESSAGES,
  ConfigError,
  DEFAULT_SHUTDOWN_TIMEOUT_MS,
  MIN_SECRET_BYTES,
  serveConfigFromEnv,
} from './serve/config';
export type { ServeConfig, ServeConfigOptions } from './serve/config';
export { ensureFirstOwner } from './serve/first-owner';
export { HEALTH_REASONS } from './health/routes';

// Logs
export { createLogger, scrub, scrubText } from './logging/logger';
export type { Logger, LoggerOptions } from './logging/logger';
export { REQUEST_ID_HEADER } from './logging/requests';

// Database
export { openDatabase } from './db/database';
export type { Database, Executor, OpenDatabaseOptions } from './db/database';
export { runMigrations } from './db/migrate';
export type { Migration, MigrationSet } from './db/migrate';
export * as coreTables from './db/schema';

// Plugins and the resource engine
export { action, defineServerPlugin, implement } from './plugin';
export { storeBySubdomain } from './http/public-store';
export { callerDisplayName, callerProfile } from './caller-name';
export { callerEmail } from './caller-email';
export { checkServerPlugins } from './plugins/check';
export { implementJob } from './jobs/define';
export type { EnqueueOptions, JobEnqueuer, JobImplementation, JobOptions, JobRun } from './jobs/define';
export type { JobQueueOptions } from './jobs/queue';
export { saveExportFile } from './jobs/export-file';
export type { SavedExport } from './jobs/export-file';
export { toCsv } from './jobs/csv';
export type {
  ActionInput,
  ActionRoute,
  ImplementInput,
  ImplementResult,
  PublicAccess,
  RouteMethod,
  SeedContext,
  ServerPlugin,
} from './plugin';
export { resource } from './resource/resource';
export type { CreateSchemaOf, ResourceImplementation } from './resource/resource';
export { buildOpenApiDocument } from './openapi';
export type { OpenApiOptions } from './openapi';
export type { ApiReferenceOptions } from './reference';
export { createEventRef, createServiceRef, provide, subscribe } from './plugins/services';
export type { EventRef, EventSubscription, ServiceProvision, ServiceRef } from './plugins/services';
export type { BulkAction, ResourceDefinition, ResourceOperations } from './resource/resource';
export type { AnyResource } from './resource/engine';
// The resource engine's parts, public so custom lists, exports and searches reuse them.
export {
  MAX_PAGE_SIZE,
  buildFilter,
  likePattern,
  parseExpand,
  parsePaging,
  parseSort,
  textSearch,
} from './resource/query';
export type { Paging } from './resource/query';
export { scopeTable } from './tenancy';
// Exact per-store counts of a table (a list's total without counting its rows): its migration.
export { rowCountMigration } from './resource/row-counts';
export type { ScopedTable, StoreInsert, StoreTable } from './tenancy';
export type { ActionContext, Caller, ServerServices, StoreContext } from './context';
export { memoryLiveBus } from './live/bus';
export type { LiveAudience, LiveBus, LiveEvent, LiveListener, LivePublisher } from './live/bus';
export { MAX_LIVE_PAYLOAD_BYTES, databaseLiveBus } from './live/database-bus';
export type { DatabaseLiveBus, DatabaseLiveBusOptions } from './live/database-bus';
export { audienceAllows } from './live/route';
export type { LiveRouteOptions } from './live/route';
export { formatOrderNumber, loadStoreContext } from './store-context';

// Errors
export {
  HttpError,
  PERMISSION_DENIED,
  fieldErrorsOf,
  forbidden,
  invalid,
  invalidField,
  notFound,
  parseId,
  parseOr422,
} from './http/errors';

// Auth and access
export { EMPLOYEES_SUBJECT, accessListSchema } from './access';
export { AUTH_MESSAGES } from './auth/service';
export type { ThrottleOptions } from './auth/service';
export { hashPassword, verifyPassword } from './auth/passwords';
export { ACCESS_TOKEN_SECONDS, PRIVATE_APP_TOKEN_PREFIX } from './auth/tokens';
export type { TokenPair } from './auth/tokens';
export { DEFAULT_FAVOURITES, DEFAULT_SUPPORT_INFO } from './account/routes';
export type { AccountBody, SupportInfo } from './account/routes';
export { DEFAULT_STORE_DOMAIN } from './store-settings/routes';
export type { StoreSettingsOptions } from './store-settings/routes';

// Files and mail
export { localFileStorage, memoryFileStorage } from './files/storage';
export type { DownloadHeaders, FileBody, FileStorage, OpenedFile } from './files/storage';
export { s3FileStorage } from './files/s3';
export type { S3StorageOptions } from './files/s3';
export { UPLOAD_TYPES } from './files/upload-types';
export type { UploadType } from './files/upload-types';
export type { UploadedFile } from './files/routes';
export { EMAIL_STATUS, MAIL_JOB, createMailer, logOnlyTransport } from './mail/mailer';
export type { MailTransport, Mailer, OutgoingMail } from './mail/mailer';
export { smtpTransport } from './mail/smtp';
export { escapeHtml } from './mail/escape-html';
export type { SmtpOptions } from './mail/smtp';

// Demo data
export { DEMO_CREDENTIALS, DEMO_EMPLOYEE_ACCESS, ownerCredentials, seedDemo } from './seed';
export type { SeedOptions, SeedResult } from './seed';
