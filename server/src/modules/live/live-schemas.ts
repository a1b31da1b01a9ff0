import { Type } from '@sinclair/typebox';

export const LiveQuery = Type.Object({
  /** Comma-separated paths (the client sends them URL-encoded). */
  paths: Type.String({ minLength: 1, maxLength: 16_384 }),
});
