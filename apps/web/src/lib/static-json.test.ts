import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_DATA_ID, documentData, documentDataBlock, resetDocumentData } from './static-json.ts';

/** The text between the block's tags, as the browser's parser would end it: at the first `</script`. */
function parsedBody(block: string): string {
  const open = block.indexOf('>') + 1;
  return block.slice(open, block.toLowerCase().indexOf('</script', open));
}

function withDocument(blockText: string | null) {
  vi.stubGlobal('document', { getElementById: (id: string) => (id === DOCUMENT_DATA_ID && blockText !== null ? { textContent: blockText } : null) });
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetDocumentData();
});

describe('the data a prerendered page carries', () => {
  it('is a JSON block that text inside the data cannot close early, and reads back unchanged', () => {
    const data = { awards: [{ id: 'a', title: { it: '</script><script>alert(1)</script>', en: '<!-- x' } }], wines: { source: 'files', note: 'line\u2028sep' } };
    const block = documentDataBlock(data);
    expect(block.startsWith(`<script type="application/json" id="${DOCUMENT_DATA_ID}">`)).toBe(true);
    const body = parsedBody(block);
    expect(body).not.toContain('<');
    expect(JSON.parse(body)).toEqual(data);
  });

  it('gives each query its data by name, and nothing for a name the page does not carry', () => {
    withDocument(parsedBody(documentDataBlock({ awards: [{ id: 'a' }] })));
    expect(documentData('awards')).toEqual([{ id: 'a' }]);
    expect(documentData('wines')).toBeUndefined();
  });

  it('gives nothing on a page without the block, or with a broken one (the page then fetches the files)', () => {
    withDocument(null);
    expect(documentData('awards')).toBeUndefined();
    resetDocumentData();
    withDocument('{"awards": [');
    expect(documentData('awards')).toBeUndefined();
  });
});
