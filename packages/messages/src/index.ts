export * from './auth';
export * from './wallet';
export * from './walletAddress';
export * from './addressBook';
export * from './withdrawalHold';
export * from './account';
export * from './app';
