// Console texts of this area (issue 10), filled in by the area's owner.
export const adminAuctionsMessages = {
  adminAuctions: {},
} as const;
