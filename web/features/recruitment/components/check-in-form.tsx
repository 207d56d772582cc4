// A prospective member's check-in at a rush event (docs/product.md#recruitment), loaded once the
// page runs (it brings the contract's checks): the code from the door's screen, filled in from the
// QR code's link, and the email he registered with. A refusal says why in words; an email that is
// not registered is offered the interest form.
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { prospectCheckInRequest } from '../../../../contract/api/recruitment.ts';
import { FormResult, TextField } from '../../../components/form-kit/fields.tsx';
import { KitForm } from '../../../components/form-kit/kit-form.tsx';
import { useForm } from '../../../components/form-kit/use-form.ts';
import { failureText } from '../../../components/form-kit/validation.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { checkInAsProspect } from '../api.ts';
import { BackToForm } from './link-page.tsx';

export default function CheckInForm({ eventId, code }: { eventId: string; code: string }) {
  const form = useForm({
    schema: prospectCheckInRequest,
    initial: { code, email: '' },
    toInput: (values) => ({ ...values, eventId }),
  });
  const [done, setDone] = useState<string | null>(null);
  const [unregistered, setUnregistered] = useState(false);
  if (done) return <output className="alert alert-success d-block mb-0">{done}</output>;
  return (
    <KitForm
      noValidate
      aria-label="Check in"
      onTypedBeforeStart={form.adopt}
      onSubmit={() => {
        setUnregistered(false);
        void form.submit(
          async (request) => {
            setDone((await checkInAsProspect(request)).message);
          },
          {
            failure: 'You are not checked in',
            // The server's refusal is the whole sentence (the code expired, the door is closed…).
            describeFailure: (error) =>
              error instanceof ApiRequestError && error.serverMessage && error.status < 500
                ? error.serverMessage
                : failureText(error, 'You are not checked in'),
            onError: (error) => {
              if (error instanceof ApiRequestError && error.code === 'not_registered')
                setUnregistered(true);
              return false;
            },
          },
        );
      }}
    >
      <TextField
        field={form.field('code')}
        label="Code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint="The 6 characters on the screen at the door."
        required
      />
      <TextField
        field={form.field('email')}
        label="Your email"
        type="email"
        autoComplete="email"
        hint="The one you gave on the interest form."
        required
      />
      <FormResult result={form.result} className="mb-3" />
      {unregistered ? (
        <p>
          <BackToForm>Fill in the interest form</BackToForm>, then check in again.
        </p>
      ) : null}
      <Button type="submit" variant="primary" className="w-100" disabled={form.busy}>
        {form.busy ? 'Checking in...' : 'Check in'}
      </Button>
    </KitForm>
  );
}
