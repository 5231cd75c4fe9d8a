export * from './chart-data';
export * from './charts';
