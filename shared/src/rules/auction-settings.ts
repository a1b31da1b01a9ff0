// The ranges of the auctions' settings staff set in the console (the server checks them for
// its messages; the console's form checks them first).

/** The archive delay a site may set, in days. */
export const maxArchiveDelayDays = 365;
/** The longest soft close staff may set, in minutes. */
export const maxSoftCloseMinutes = 60;
