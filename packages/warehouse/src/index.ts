export * from './catalogue-types';
export * from './duckdb-executor';
export * from './executor';
export * from './result-orders';
export * from './postgres-executor';
export * from './postgres-mirror';
export * from './canonical';
export * from './catalogue';
