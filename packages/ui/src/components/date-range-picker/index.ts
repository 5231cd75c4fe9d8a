export * from './date-presets';
export * from './date-range-picker';
