export { foldedText, foldSearchText, searchDocument } from '@kanat/shared/tables';
