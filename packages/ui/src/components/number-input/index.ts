export * from './number-format';
export * from './number-input';
