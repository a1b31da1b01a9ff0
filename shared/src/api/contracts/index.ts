// One contract per endpoint: the request and response schemas the server validates and
// serialises with and builds its OpenAPI document from. Browser code imports only the static
// types (`import type`), so the schema library never reaches a bundle.
export * from '../error-codes';
export * from './auctions';
export * from './auth';
export * from './callables';
export * from './clock';
export * from './contact';
export * from './containers';
export * from './gallery';
export * from './live';
export * from './news';
export * from './pigeons';
export * from './protocol';
export * from './session';
export * from './site-info';
export * from './site-info-fields';
export * from './sms';
export * from './staff';
export * from './users';
