export * from './description-list';
