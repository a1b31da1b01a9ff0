/** The results of a group as a CSV file for Turkish Excel (staff only; the browser downloads it). */
export const resultsCsvUrl = (groupId: string) =>
  `/api/staff/groups/${encodeURIComponent(groupId)}/results.csv`;
