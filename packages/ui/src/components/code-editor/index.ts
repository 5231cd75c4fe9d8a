export * from './code-editor';
export * from './languages';
