// Hall mezat data written straight into the tables, and signed online hall bids (the server's
// own fixtures).
export * from '../../src/test/hall-fixtures';
