export * from './catalogue';
export * from './invoice-distribution';
export * from './invoice-value-bins';
export * from './shared-sql';
export * from './matching';
export * from './invoices';
export * from './login-log';
export * from './purchasing';
