// A Web Push endpoint that records what it receives (the server's own fixture).
export * from '../../src/test/push-endpoint';
