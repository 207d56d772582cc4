// The interest form of /recruitment (docs/product.md#recruitment), loaded once the page runs: it
// brings the contract's checks (zod), which the page's first JavaScript leaves out. Its consent
// checkbox's label is the whole promise, with the open period's days in it; the server answers the
// same words whatever the address, which are shown in the form's place.
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { interestRequest } from '../../../../contract/api/recruitment.ts';
import { recruitmentLimits as L } from '../../../../contract/recruitment.ts';
import {
  errorWiring,
  FieldError,
  FormResult,
  TextField,
} from '../../../components/form-kit/fields.tsx';
import { KitForm } from '../../../components/form-kit/kit-form.tsx';
import { useForm } from '../../../components/form-kit/use-form.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { recruitmentContent } from '../../../lib/content/recruitment.ts';
import { sendInterest } from '../api.ts';
import { consentLabel, type PeriodDays } from '../days.ts';

const empty = {
  name: '',
  email: '',
  phone: '',
  classYear: '',
  major: '',
  heardFrom: '',
  consent: false,
};

export default function InterestForm({
  period,
  onClosed,
}: {
  period: PeriodDays;
  /** The server says no period is open (it closed while the page was open). */
  onClosed: () => void;
}) {
  const form = useForm({ schema: interestRequest, initial: empty });
  const [sent, setSent] = useState<string | null>(null);
  if (sent) return <output className="alert alert-success d-block mb-0">{sent}</output>;
  const consent = form.field('consent');
  const { attach } = consent;
  return (
    <KitForm
      noValidate
      aria-label="Interest form"
      className="interest-form"
      onTypedBeforeStart={form.adopt}
      onSubmit={() => {
        void form.submit(
          async (request) => {
            setSent((await sendInterest(request)).message);
          },
          {
            failure: 'Your details were not sent',
            onError: (error) => {
              const closed =
                error instanceof ApiRequestError && error.code === 'recruitment_closed';
              if (closed) onClosed();
              return closed;
            },
          },
        );
      }}
    >
      <div className="row gx-3">
        <div className="col-md-6">
          <TextField
            field={form.field('name')}
            label="Your name"
            autoComplete="name"
            maxLength={L.nameMaxLength}
            required
          />
        </div>
        <div className="col-md-6">
          <TextField
            field={form.field('email')}
            label="Email"
            type="email"
            autoComplete="email"
            hint="We send a link to confirm it."
            required
          />
        </div>
        <div className="col-md-6">
          <TextField
            field={form.field('phone')}
            label="Phone (optional)"
            type="tel"
            autoComplete="tel"
          />
        </div>
        <div className="col-md-6">
          <TextField
            field={form.field('classYear')}
            label="Class year (optional)"
            inputMode="numeric"
            hint="The year you expect to graduate, like 2029."
            maxLength={4}
          />
        </div>
        <div className="col-md-6">
          <TextField
            field={form.field('major')}
            label="Major (optional)"
            maxLength={L.majorMaxLength}
          />
        </div>
        <div className="col-md-6">
          <TextField
            field={form.field('heardFrom')}
            label="How you heard of us (optional)"
            maxLength={L.heardFromMaxLength}
          />
        </div>
      </div>
      <div className="form-check mb-3">
        <input
          id={consent.id}
          name={consent.name}
          ref={attach}
          type="checkbox"
          className={`form-check-input${consent.invalid ? ' is-invalid' : ''}`}
          checked={form.values.consent}
          onChange={(event) => form.setValue('consent', event.target.checked)}
          required
          {...errorWiring(consent)}
        />
        <label className="form-check-label" htmlFor={consent.id}>
          {consentLabel(recruitmentContent.consent, period)}
        </label>
        <FieldError field={consent} />
      </div>
      <FormResult result={form.result} className="mb-3" />
      <Button type="submit" variant="primary" disabled={form.busy}>
        {form.busy ? 'Sending...' : 'Send'}
      </Button>
    </KitForm>
  );
}
