export { fill } from './fill';
export type { Messages } from './messages';
export { messages } from './messages';
export { pageTitle } from './page-title';
