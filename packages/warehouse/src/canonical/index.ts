export * from './canonical-tables';
export * from './ensure-warehouse-schema';
export * from './regions';
