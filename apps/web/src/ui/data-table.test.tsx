import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DataTable, type ColumnDef } from './data-table.tsx';
import { UiWordsProvider, type UiWords } from './ui-words.tsx';

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

describe('the cards’ sort menu', () => {
  type Sortable = { id: number; guest: string; total_cents: number };
  const sortable: ColumnDef<Sortable, unknown>[] = [
    { accessorKey: 'guest', header: 'Guest', meta: { card: 'title' } },
    { accessorKey: 'total_cents', header: () => <span>Total</span>, meta: { label: 'Total' } },
    { id: 'open', header: () => <span>Actions</span>, cell: () => 'Open' },
    { accessorKey: 'id', header: 'Number', enableSorting: false },
  ];
  const words: UiWords = {
    pages: 'Pages',
    previous: 'Previous',
    next: 'Next',
    pageOf: (p, n) => `Page ${p} of ${n}`,
    loading: 'Loading',
    errorText: () => 'Error',
    sortBy: 'Sort by',
    sortDefault: 'The list’s order',
    sortOption: (column, dir) => `${column}, ${dir === 'asc' ? 'ascending' : 'descending'}`,
  };
  const rows: Sortable[] = [
    { id: 1, guest: 'Bianca', total_cents: 6000 },
    { id: 2, guest: 'Anna', total_cents: 17_000 },
  ];
  const renderAt = (url: string, data = rows) =>
    renderToStaticMarkup(
      <MemoryRouter initialEntries={[url]}>
        <UiWordsProvider words={words}>
          <DataTable caption="Bookings" columns={sortable} data={data} rowKey={(r) => r.id} empty="none" cards />
        </UiWordsProvider>
      </MemoryRouter>,
    );
  const options = (html: string) => [...html.matchAll(/<option value="([^"]*)"( selected="")?>([^<]*)<\/option>/g)].map((m) => `${m[1]}${m[2] ? '*' : ''} ${m[3]}`);

  it('lists each sortable column with a name, each way, after the list’s own order; the URL’s sort is chosen', () => {
    const html = renderAt('/staff/bookings?sort=total_cents&dir=desc');
    expect(html).toContain('Sort by</label>');
    expect(options(html)).toEqual([
      ' The list’s order',
      'guest:asc Guest, ascending',
      'guest:desc Guest, descending',
      'total_cents:asc Total, ascending',
      'total_cents:desc* Total, descending',
    ]);
    // The rows follow the same order: the larger total first.
    expect(html.indexOf('Anna')).toBeLessThan(html.indexOf('Bianca'));
  });

  it('is not on a plain table, nor without a sortable column', () => {
    expect(render(true)).not.toContain('<select');
    const plain = renderToStaticMarkup(
      <MemoryRouter>
        <DataTable caption="Bookings" columns={sortable} data={rows} rowKey={(r) => r.id} empty="none" />
      </MemoryRouter>,
    );
    expect(plain).not.toContain('<select');
  });
});
