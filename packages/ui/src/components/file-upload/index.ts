export * from './file-rules';
export * from './file-upload';
