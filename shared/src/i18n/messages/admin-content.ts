// Console texts of this area (issue 10), filled in by the area's owner.
export const adminContentMessages = {
  adminContent: {},
} as const;
