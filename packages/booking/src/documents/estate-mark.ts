/**
 * The estate's mark, as the site's icon draws it: a burgundy tile with rounded corners and a cream
 * vine tendril, two strokes that meet at the tip. Vector paths on a 192-unit square (the icon's
 * grid), drawn with pdfkit's path API at any size, so every document carries the same mark.
 */
export const MARK_GRID = 192;

/** The tile: a rounded square over the whole grid. */
export const MARK_TILE = { size: MARK_GRID, radius: 40 } as const;

/** The tendril: the long stroke from the lower left to the tip, and the short one back down. */
export const MARK_STROKES = [
  'M 54 137 C 60 113 78 85 110 63 C 124 54 137 50 152 47 C 139 56 121 65 106 79 C 92 93 79 114 67 137 Z',
  'M 110 76 C 103 96 96 116 91 137 L 102 137 C 105 116 111 95 123 70 Z',
] as const;

/** The pdfkit calls the mark needs (a structural subset of PDFKit.PDFDocument). */
interface MarkCanvas {
  save(): this;
  restore(): this;
  translate(x: number, y: number): this;
  scale(factor: number): this;
  roundedRect(x: number, y: number, w: number, h: number, r?: number): this;
  path(d: string): this;
  fill(color?: string): this;
}

/**
 * Draws the mark with its top-left corner at x, y, `size` points wide. `tile` is the square's colour
 * (the site's wine), `stroke` the tendril's (the paper's cream); on a wine band, pass the band's
 * colour the other way round.
 */
export function drawEstateMark(doc: MarkCanvas, x: number, y: number, size: number, colours: { tile: string; stroke: string }): void {
  doc
    .save()
    .translate(x, y)
    .scale(size / MARK_GRID);
  doc.roundedRect(0, 0, MARK_TILE.size, MARK_TILE.size, MARK_TILE.radius).fill(colours.tile);
  for (const d of MARK_STROKES) doc.path(d).fill(colours.stroke);
  doc.restore();
}
