export * from './insert-tools';
export * from './rich-text-editor';
export * from './sanitize';
