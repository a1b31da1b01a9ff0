// A group's publish time (shared/src/rules/group-publish.ts): refusals of the console's choice.
export const afterStart =
  'Yayın zamanı grubun başlangıcından sonra olamaz; teklifler yayından önce açılmaz.';
