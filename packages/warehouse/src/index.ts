export * from './catalogue-types';
export * from './duckdb-executor';
export * from './executor';
export * from './canonical';
export * from './catalogue';
