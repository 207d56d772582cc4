import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable, type Column } from './data-table.tsx';

interface Row {
  id: string;
  name: string;
}
const columns: Column<Row>[] = [{ key: 'name', header: 'Name', cell: (row) => row.name }];
const rows: Row[] = [{ id: '1', name: 'Ada Brightwater' }];

const table = (stale: boolean) =>
  renderToStaticMarkup(
    <DataTable
      caption="Invites"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      summary="Showing 1–20 of 25 invites"
      stale={stale}
      emptyText="No invites."
    />,
  );

describe('DataTable', () => {
  it('says which rows it shows when they answer the page and filters asked for', () => {
    const html = table(false);
    expect(html).toContain('>Showing 1–20 of 25 invites</p>');
    expect(html).not.toContain('aria-busy');
  });

  it('keeps the last rows while another page or filter is on its way, marked busy, and does not give them the new summary', () => {
    const html = table(true);
    expect(html).toContain('<div class="data-table" aria-busy="true">');
    expect(html).toContain('>Loading...</p>');
    expect(html).not.toContain('Showing');
    expect(html).toContain('Ada Brightwater');
  });
});
