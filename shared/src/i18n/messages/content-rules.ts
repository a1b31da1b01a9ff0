// Turkish texts of the site-information rules (shared/src/rules/content.ts): the console's
// form and the server's refusals say the same. Part of the browser's catalogue (../messages.ts)
// because the rules module is.
// Each group's texts are a module of their own in ./content-rules/, one export per text, so that an app
// keeps only the texts it reads (see ../messages.ts).
export * as contentRules from './content-rules/contentRules';
