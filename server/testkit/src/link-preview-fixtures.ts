// What a link preview reads from a page's head (the server's own fixtures).
export * from '../../src/modules/web/link-preview-fixtures';
