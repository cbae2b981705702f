export * from './joinRules';
