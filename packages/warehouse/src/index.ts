export * from './catalogue-types';
export * from './duckdb-executor';
export * from './executor';
