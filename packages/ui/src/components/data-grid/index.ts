export * from './data-grid';
export * from './data-grid-columns';
