export * from './gstin';
export * from './limits';
export * from './money';
export * from './options';
export * from './schemas/catalog';
export * from './schemas/common';
export * from './common-passwords';
export * from './schemas/accounts';
