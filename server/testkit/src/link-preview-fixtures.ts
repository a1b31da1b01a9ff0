// What a link preview reads from a page's head (the server's own fixtures).
export * from '../../src/test/web/link-preview-fixtures';
