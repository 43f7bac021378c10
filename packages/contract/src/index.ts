export * from './common';
export * from './limits';
export * from './messages';
export * from './order';
export * from './payment';
export * from './product';
export * from './review';
export * from './user';
