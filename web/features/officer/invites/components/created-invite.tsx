// A new invite, shown this once (the server keeps only a hash of the code): the code, the link that
// opens "Create Account" with it, and a ready-to-send message, each with a Copy button.
import { useEffect, useId, useRef } from 'react';
import { Button, Form } from 'react-bootstrap';
import type { CreatedInvite as Invite } from '../../../../../contract/api/officer.ts';
import { CopyButton } from '../../../../components/console-kit/copy-button.tsx';
import { formatDateTime } from '../../../../components/console-kit/dates.ts';
import { chapter } from '../../../../lib/content/chapter.ts';
import { inviteLink, inviteMessage, roleNames } from '../invite-message.ts';

export function CreatedInvite({ invite, onDone }: { invite: Invite; onDone: () => void }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The keyboard's place moves to the new code, which is what the officer came for (a new invite is
  // a new element: the page gives it the invite's id as its key).
  useEffect(() => heading.current?.focus(), []);
  const origin = window.location.origin;
  const link = inviteLink(origin, invite.code);
  const message = inviteMessage({
    siteName: chapter.siteName,
    origin,
    code: invite.code,
    role: invite.role,
    expiresAt: invite.expiresAt,
    usesLeft: invite.usesLeft,
  });
  return (
    <section className="created-invite" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="created-invite__title" ref={heading} tabIndex={-1}>
        New invite for {roleNames[invite.role].one}
      </h3>
      <p className="created-invite__once">
        <strong>Copy it now: the code is shown only this once.</strong> It works until{' '}
        {formatDateTime(invite.expiresAt)}
        {invite.usesLeft === 1 ? ' for one sign-up.' : ` for ${invite.usesLeft} sign-ups.`}
      </p>
      <div className="created-invite__row">
        <p className="created-invite__code">
          <span className="visually-hidden">Invite code: </span>
          <code>{invite.code}</code>
        </p>
        <CopyButton text={invite.code} label="Copy code" copiedText="Code copied" />
      </div>
      <Form.Group className="mb-3">
        <Form.Label htmlFor={`${id}-link`}>Sign-up link</Form.Label>
        <Form.Control id={`${id}-link`} readOnly value={link} className="created-invite__link" />
        <div className="created-invite__copy">
          <CopyButton text={link} label="Copy link" copiedText="Link copied" />
        </div>
      </Form.Group>
      <Form.Group className="mb-3">
        <Form.Label htmlFor={`${id}-message`}>Ready-to-send message</Form.Label>
        <Form.Control
          id={`${id}-message`}
          as="textarea"
          readOnly
          rows={9}
          value={message}
          className="created-invite__message"
        />
        <div className="created-invite__copy">
          <CopyButton
            text={message}
            label="Copy message"
            copiedText="Message copied"
            variant="primary"
          />
        </div>
      </Form.Group>
      <Button variant="outline-secondary" onClick={onDone}>
        Done
      </Button>
    </section>
  );
}
