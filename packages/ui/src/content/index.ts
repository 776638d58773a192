export * from './operator';
