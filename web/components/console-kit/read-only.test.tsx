import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { ActionButton, DownloadLink, ReadOnlyProvider } from './read-only.tsx';

const reason = 'Your term as President starts on Thu, Dec 17, 2026: until then you can look.';
const readOnly = (children: React.ReactNode) =>
  renderToStaticMarkup(
    <ReadOnlyProvider reason={reason} noteId="note">
      {children}
    </ReadOnlyProvider>,
  );

describe('a read-only console page', () => {
  it('disables the kit’s actions with the reason as their description', () => {
    const button = readOnly(<ActionButton onClick={() => {}}>Enter the new board</ActionButton>);
    expect(button).toContain('disabled=""');
    expect(button).toContain('aria-describedby="note"');
    expect(button).toContain(`title="${reason}"`);
    // A list's CSV, refused to him, is a disabled button instead of a link.
    const csv = readOnly(
      <DownloadLink className="btn" href="/api/officer/terms?format=csv">
        Download CSV
      </DownloadLink>,
    );
    expect(csv).not.toContain('href=');
    expect(csv).toContain('disabled=""');
  });

  it('leaves them alone elsewhere', () => {
    const button = renderToStaticMarkup(<ActionButton>Enter the new board</ActionButton>);
    expect(button).not.toContain('disabled');
    const csv = renderToStaticMarkup(
      <DownloadLink className="btn" href="/x.csv">
        Download CSV
      </DownloadLink>,
    );
    expect(csv).toContain('href="/x.csv"');
    // A dialog's confirmation is drawn only when shown (a portal): its kit reads the same context.
    expect(
      renderToStaticMarkup(
        <ConfirmDialog
          show={false}
          title="End the term?"
          confirmLabel="End"
          busyLabel="Ending..."
          onConfirm={() => {}}
          onCancel={() => {}}
        >
          x
        </ConfirmDialog>,
      ),
    ).toBe('');
  });
});
