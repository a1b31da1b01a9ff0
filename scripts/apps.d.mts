// Types of scripts/apps.mjs for the TypeScript that imports it (bench).
export declare const APPS: readonly string[];
