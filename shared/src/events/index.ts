export * from './contract';
export { bus } from './bus';
