export * from './email';
export * from './email-input';
