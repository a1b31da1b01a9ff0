// The pedigree on the public pages beyond its own texts (./pedigree.ts): what the lists' bloodline
// search says around its results.
/** The archive's search looks among the lots whose time is up, not among its groups. */
export const archiveHint = 'Süresi dolmuş açık arttırmalardaki güvercinler arasında arar.';
export const archiveResults = '“{bloodline}” soy hattından güvercinler';
export const archiveNone = 'Arşivde bu soy hattından güvercin bulunamadı.';
export const openNone = 'Bu soy hattından açık arttırma bulunamadı.';
