export { DOCUMENT_FACES, documentFont, fitText } from './document-fonts.ts';
export {
  factRows,
  finishDocument,
  heightOf,
  label,
  letterhead,
  PALETTE,
  type Pdf,
  put,
  room,
  rule,
  type Sheet,
  startDocument,
  TYPE,
  type TypeRole,
  setType,
} from './document-style.ts';
export { drawEstateMark, MARK_GRID } from './estate-mark.ts';
export { pdfFonts, pdfText } from './pdf-text.ts';
