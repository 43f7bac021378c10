// Drizzle needs every table in one object; each domain keeps its own file.
export * from './auth';
export * from './cart';
export * from './orders';
export * from './payments';
export * from './products';
export * from './reviews';
export * from './mail';
export * from './audit';
export * from './markets';
export * from './invoices';
export * from './legal';
export * from './translations';
export * from './page-texts';
