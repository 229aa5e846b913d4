export * from './api';
export * from './data-types';
export * from './errors';
export * from './filter';
export * from './messages';
export * from './summary';
export * from './format';
export * from './date-range-options';
