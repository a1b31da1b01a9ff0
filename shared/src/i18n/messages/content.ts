// Turkish texts: content part of the one catalogue (composed in ../messages.ts).
// Each group's texts are a module of their own in ./content/, one export per text, so that an app
// keeps only the texts it reads (see ../messages.ts).

export * as contact from './content/contact';
/** The mail a contact form message becomes, sent to the site's own address. */
export * as contactMail from './content/contactMail';
export * as corporate from './content/corporate';
export * as gallery from './content/gallery';
/** The server's refusals of an uploaded picture (news, gallery). */
export * as media from './content/media';
export * as news from './content/news';
