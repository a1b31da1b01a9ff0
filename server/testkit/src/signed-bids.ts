// Bids signed with a member's device key, sent over HTTP (the server's own fixtures).
export * from '../../src/test/signed-bids';
