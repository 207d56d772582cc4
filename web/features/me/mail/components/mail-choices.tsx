// "Email from the chapter" on both account pages (docs/product.md#mail-to-the-chapter): which kinds
// of chapter email the account receives, each a switch saved at once. Security and account emails
// are not among them: they always come.
import { useState } from 'react';
import { Form } from 'react-bootstrap';
import {
  mailKindLabels,
  mailKindMeaning,
  mailKinds,
  type MailKind,
} from '../../../../../contract/mail.ts';
import type { MyMailRequest } from '../../../../../contract/api/mail.ts';
import { LoadFailure } from '../../../../components/load-failure.tsx';
import { useLoad } from '../../../../lib/use-load.ts';
import { loadMyMail, saveMyMail } from '../api.ts';
import '../../../../styles/account-security.scss';

export function MailChoices() {
  const load = useLoad(loadMyMail);
  const [saving, setSaving] = useState<MailKind | null>(null);
  const [said, setSaid] = useState<{ text: string; failed: boolean } | null>(null);
  const choices = load.data;
  const choose = async (kind: MailKind, on: boolean) => {
    setSaving(kind);
    setSaid(null);
    try {
      const next = await saveMyMail({ [kind]: on } as MyMailRequest);
      load.setData(() => next);
      setSaid({
        text: `${mailKindLabels[kind]}: ${on ? 'you will receive them' : 'you will not receive them any more'}.`,
        failed: false,
      });
    } catch {
      setSaid({
        text: `${mailKindLabels[kind]}: your choice could not be saved. Try again.`,
        failed: true,
      });
    } finally {
      setSaving(null);
    }
  };
  return (
    <section
      id="mail"
      className="account-card account-card--secondary security-card"
      aria-labelledby="mail-heading"
    >
      <h2 id="mail-heading" className="account-card__subtitle">
        Email from the chapter
      </h2>
      <p className="your-data__hint">
        Which kinds of email the chapter's officers may send you. Each one has a link to turn its
        kind off. Emails about your account and its security always come.
      </p>
      <LoadFailure what="Your email choices" load={load} />
      {load.state.status === 'loading' ? <output className="d-block">Loading...</output> : null}
      {choices ? (
        <div className="mail-choices">
          {mailKinds.map((kind) => (
            <Form.Check
              key={kind}
              type="switch"
              id={`mail-${kind}`}
              className="mail-choices__kind"
              checked={choices[kind]}
              disabled={saving === kind}
              onChange={(event) => void choose(kind, event.target.checked)}
              label={
                <>
                  <strong>{mailKindLabels[kind]}</strong>
                  <span className="mail-choices__meaning">{mailKindMeaning[kind]}</span>
                </>
              }
            />
          ))}
        </div>
      ) : null}
      <p
        className={`your-data__said${said?.failed ? ' text-danger' : ''}`}
        role={said?.failed ? 'alert' : 'status'}
      >
        {said?.text ?? ''}
      </p>
    </section>
  );
}
