// Reading back the PDFs the server makes (the server's own test helper).
export { pdfText } from '../../src/test/pdf-text';
