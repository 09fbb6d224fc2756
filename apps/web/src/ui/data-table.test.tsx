import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DataTable, type ColumnDef } from './data-table.tsx';

type Row = { id: number; name: string; total: string };
const columns: ColumnDef<Row, unknown>[] = [
  { id: 'name', header: 'Guest', meta: { card: 'title' }, cell: (c) => c.row.original.name },
  { id: 'total', header: () => <span>Total</span>, cell: (c) => c.row.original.total },
  { id: 'extra', header: 'Channel', cell: () => 'Reseller' },
];
const render = (cards: boolean) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <DataTable caption="Bookings" columns={columns} data={[{ id: 1, name: 'Jürgen Müller', total: '60,00 €' }]} rowKey={(r) => r.id} empty="none" cards={cards} />
    </MemoryRouter>,
  );

describe('a table whose rows become cards on a phone', () => {
  it('repeats every column’s header in its cells, from the same column definitions (a column added later included)', () => {
    const html = render(true);
    expect(html).toContain('<table');
    const cells = [...html.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, '|'));
    expect(cells).toHaveLength(3);
    expect(cells[0]).toMatch(/Guest\|+Jürgen Müller/);
    expect(cells[1]).toMatch(/Total\|+60,00 €/);
    expect(cells[2]).toMatch(/Channel\|+Reseller/);
    expect(html).toContain('data-card="title"');
  });

  it('stays a plain table without cards', () => {
    const html = render(false);
    expect(html).not.toContain('data-card');
    expect([...html.matchAll(/<td>(.*?)<\/td>/g)].map((m) => m[1])).toEqual(['Jürgen Müller', '60,00 €', 'Reseller']);
  });
});
