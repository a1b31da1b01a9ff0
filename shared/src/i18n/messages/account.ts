// Turkish texts: account part of the one catalogue (composed in ../messages.ts).
// Each group's texts are a module of their own in ./account/, one export per text, so that an app
// keeps only the texts it reads (see ../messages.ts).

export * as account from './account/account';
export * as auth from './account/auth';
export * as login from './account/login';
export * as logout from './account/logout';
export * as mfa from './account/mfa';
export * as myPigeons from './account/myPigeons';
export * as privacy from './account/privacy';
export * as register from './account/register';
export * as reset from './account/reset';
