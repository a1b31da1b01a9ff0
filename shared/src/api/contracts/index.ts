// One contract per endpoint: the request and response schemas the server validates and
// serialises with and builds its OpenAPI document from. Browser code imports only the static
// types (`import type`), so the schema library never reaches a bundle.
export * from '../error-codes';
export * from './admin-auctions';
export * from './admin-audit';
export * from './admin-content';
export * from './admin-dashboard';
export * from './admin-members';
export * from './admin-pigeons';
export * from './auctions';
export * from './auth';
export * from './callables';
export * from './clock';
export * from './columns';
export * from './contact';
export * from './containers';
export * from './gallery';
export * from './hall-floor';
export * from './hall-sales';
export * from './legal';
export * from './live';
export * from './media';
export * from './news';
export * from './pigeons';
export * from './protocol';
export * from './push';
export * from './sale-requests';
export * from './session';
export * from './settlement';
export * from './site-info';
export * from './site-info-fields';
export * from './sms';
export * from './staff';
export * from './statements';
export * from './users';
export * from './watchlist';
