export * from './auth';
export * from './wallet';
export * from './account';
export * from './app';
