export * from './api';
export * from './data-types';
export * from './errors';
export * from './filter';
export * from './messages';
export * from './summary';
