// The "Write" form of a mail, in the form kit: subject, text with its formatting hints, the
// result line, and Preview, "Send a test to me", "Send to N active subscribers", "Discard the draft".
import { Button, Form } from 'react-bootstrap';
import { limits } from '../../../../../contract/limits.ts';
import {
  errorWiring,
  FieldError,
  FormResult,
  TextField,
} from '../../../../components/form-kit/fields.tsx';
import { KitForm } from '../../../../components/form-kit/kit-form.tsx';
import { formattingHints, sendLabel } from '../draft.ts';
import type { Compose } from '../use-compose.ts';
import { AudiencePicker } from './audience-picker.tsx';

export function ComposeForm({
  compose,
  active,
  audienceLabel,
  testAddress,
}: {
  compose: Compose;
  /** The people it would reach (active subscribers, or the chosen accounts), or null until counted. */
  active: number | null;
  /** The chosen accounts' name ("Class of 2019"); undefined for the subscribers. */
  audienceLabel: string | undefined;
  /** Where the test goes (the officer's own address). */
  testAddress: string | undefined;
}) {
  const { form, busy } = compose;
  const edited = (field: ReturnType<typeof form.field>) => ({
    ...field,
    onChange: (value: string) => {
      field.onChange(value);
      compose.edited();
    },
  });
  const subject = edited(form.field('subject'));
  const body = edited(form.field('body'));
  const hintId = `${body.id}-hint`;
  // Taken apart: the compiler's ref check would otherwise treat the whole field as a ref.
  const { attach: bodyRef } = body;

  return (
    <KitForm
      noValidate
      className="console-form compose-form"
      onSubmit={(event) => {
        event.preventDefault();
        void compose.showPreview();
      }}
    >
      <AudiencePicker
        audience={compose.audience}
        kind={compose.kind}
        onAudience={compose.setAudience}
        onKind={compose.setKind}
        disabled={busy !== null}
      />
      <TextField
        field={subject}
        label="Subject"
        maxLength={limits.newsletter.subjectMaxLength + 50}
        autoComplete="off"
        required
      />
      <Form.Group className="form-field mb-3">
        <Form.Label htmlFor={body.id}>Text</Form.Label>
        <Form.Control
          as="textarea"
          rows={12}
          id={body.id}
          name={body.name}
          ref={bodyRef}
          value={body.value}
          onChange={(event) => body.onChange(event.target.value)}
          onBlur={body.onBlur}
          isInvalid={body.invalid}
          required
          {...errorWiring(body, hintId)}
        />
        <FieldError field={body} />
        <div id={hintId} className="form-text compose-form__hint">
          <p className="mb-1">
            Simple formatting ({body.value.length.toLocaleString('en-US')} of{' '}
            {limits.newsletter.bodyMaxLength.toLocaleString('en-US')} characters):
          </p>
          <ul className="compose-form__marks">
            {formattingHints.map((hint) => (
              <li key={hint.mark}>
                <code>{hint.mark}</code> {hint.gives}
              </li>
            ))}
          </ul>
        </div>
      </Form.Group>
      <FormResult result={form.result} className="mb-3" />
      {compose.keyReused ? (
        <p>
          <Button variant="outline-primary" onClick={compose.sendAsNew}>
            Send as a new email
          </Button>
        </p>
      ) : null}
      <div className="compose-form__actions">
        <Button type="submit" variant="outline-primary" disabled={busy !== null}>
          {busy === 'preview' ? 'Making the preview...' : 'Preview'}
        </Button>
        <Button
          variant="outline-primary"
          disabled={busy !== null}
          onClick={() => void compose.sendTest()}
        >
          {busy === 'test' ? 'Sending the test...' : 'Send a test to me'}
        </Button>
        <Button
          variant="primary"
          disabled={busy !== null || !active}
          onClick={() => void compose.askToSend()}
        >
          {active === null
            ? audienceLabel
              ? `Send (${audienceLabel})`
              : 'Send to active subscribers'
            : sendLabel(active, audienceLabel)}
        </Button>
        {compose.hasContent ? (
          <Button
            variant="link"
            className="compose-form__discard"
            disabled={busy !== null}
            onClick={compose.askToDiscard}
          >
            Discard the draft
          </Button>
        ) : null}
      </div>
      {active === 0 ? (
        <p className="form-text mt-2">There is no active subscriber yet: nothing can be sent.</p>
      ) : null}
      <p className="form-text mt-2 mb-0">
        The test goes to {testAddress ?? 'your own address'}, its subject starting
        &quot;[Test]&quot;. The draft is kept in this tab until it is sent or discarded.
      </p>
    </KitForm>
  );
}
