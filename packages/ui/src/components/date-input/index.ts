export * from './date-input';
export * from './dates';
