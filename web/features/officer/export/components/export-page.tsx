// Export (area `accounts`, docs/product.md#officer-console): the chapter's data for its officers as
// a zip of JSON and CSV files — never password hashes, tokens or two-factor secrets. The download
// itself is written to the audit log.
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { RefusalNotice } from '../../../../components/console-kit/console-load-failure.tsx';
import { FormResult } from '../../../../components/form-kit/fields.tsx';
import { failureText } from '../../../../components/form-kit/validation.ts';
import { refusalOf, type Refusal } from '../../../../components/console-kit/officer-access.ts';
import { useTimedMessage } from '../../../../lib/use-timed-message.ts';
import { downloadExport } from '../api.ts';

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} kB`;

export function ExportPage() {
  const [busy, setBusy] = useState(false);
  const [result, showResult, clearResult] = useTimedMessage();
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const download = async () => {
    setBusy(true);
    clearResult();
    setRefusal(null);
    try {
      const { filename, bytes } = await downloadExport();
      showResult({ kind: 'success', text: `Downloaded ${filename} (${kilobytes(bytes)}).` });
    } catch (error) {
      const refused = refusalOf(error);
      if (refused) setRefusal(refused);
      else showResult({ kind: 'danger', text: failureText(error, 'Nothing was downloaded') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <header className="console-header">
        <h1 className="console-header__title">Export</h1>
        <p className="console-header__lead">
          Download the chapter&apos;s data: for the chapter&apos;s own records, a hand-over to the
          next officers, or a move to another system.
        </p>
      </header>
      <section className="console-section" aria-labelledby="export-contents-heading">
        <h2 id="export-contents-heading" className="console-section__title">
          What the file holds
        </h2>
        <ul className="export-contents">
          <li>Accounts: names, emails, roles, officers and their areas, classes, majors.</li>
          <li>Invites (without their codes), the calendar, alumni events and RSVPs, donations.</li>
          <li>Newsletter subscribers and the audit log.</li>
          <li>Each as a JSON file and a CSV file (for a spreadsheet), in one zip file.</li>
        </ul>
        <p>
          <strong>Never in it:</strong> passwords, sessions, reset links, invite codes or two-factor
          secrets. It still holds personal data: keep it private, and delete it when you no longer
          need it. Each download is written to the audit log.
        </p>
        {refusal ? <RefusalNotice refusal={refusal} /> : null}
        <FormResult result={result} className="mb-3" />
        <Button variant="primary" onClick={() => void download()} disabled={busy}>
          {busy ? 'Preparing the file...' : 'Download the chapter’s data (zip)'}
        </Button>
      </section>
    </>
  );
}
