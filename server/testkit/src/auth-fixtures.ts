// Members made straight in the database, signed in (the server's own fixtures).
export * from '../../src/test/auth-fixtures';
