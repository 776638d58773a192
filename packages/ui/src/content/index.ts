export * from './operator';
export * from './depositWallets';
