// The site area's `files` texts (messages.files; see ../../messages.ts).
export const position = '{index}. dosya';
