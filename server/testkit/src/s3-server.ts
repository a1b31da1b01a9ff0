// A local S3 server for media (the server's own fixture).
export * from '../../src/test/s3-server';
