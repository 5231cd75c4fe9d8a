export * from './sortable-dropdown';
