// Reports and settings (area `treasury`, docs/money.md): the journal, the trial balance and the
// aging as CSV files for the chapter's accountant, and the money settings — the grace before a
// charge is overdue, the fine for an absence, the late fee's rule, the reminders, and the methods
// offered online with what the processor charges for each (the chapter absorbs the fee).
import { useId } from 'react';
import { Form } from 'react-bootstrap';
import type { MoneySettingsResponse } from '../../../../../contract/api/officer/money.ts';
import { ConsoleHeader } from '../../../../components/console-kit/console-header.tsx';
import { ConsoleSection } from '../../../../components/console-kit/console-section.tsx';
import { LoadedSection } from '../../../../components/console-kit/loaded-section.tsx';
import { DownloadLink } from '../../../../components/console-kit/read-only.tsx';
import { FormResult, TextField } from '../../../../components/form-kit/fields.tsx';
import { KitForm } from '../../../../components/form-kit/kit-form.tsx';
import { useForm } from '../../../../components/form-kit/use-form.ts';
import { typedNumber } from '../../../../components/form-kit/validation.ts';
import { readOnlyProps, useReadOnly } from '../../../../components/console-kit/read-only.tsx';
import { invalidate } from '../../../../lib/invalidate.ts';
import { useLoad } from '../../../../lib/use-load.ts';
import { loadSettings, reportCsvUrl, saveSettings } from '../api.ts';
import { settingsSchema } from '../forms.ts';
import { dollarsText } from '../money.ts';
import { percentText, typedPercent } from '../online.ts';
import { MoneyTabs } from './money-tabs.tsx';

const reports = [
  {
    kind: 'journal',
    name: 'Journal',
    what: 'Every line of every posting, in order: day, posting, account, member, debit, credit.',
  },
  {
    kind: 'trial-balance',
    name: 'Trial balance',
    what: 'Each account’s debits, credits and balance; the whole nets to zero.',
  },
  { kind: 'aging', name: 'Aging', what: 'Each member’s open charges by days past due.' },
] as const;

export function ReportsPage() {
  const settings = useLoad(loadSettings, { key: 'officer/money/settings' });
  return (
    <>
      <ConsoleHeader
        title="Reports and settings"
        lead="The ledger for the chapter's accountant, and the rules the chapter's money follows."
      />
      <MoneyTabs />
      <ConsoleSection headingId="reports-heading" title="Reports">
        <ul className="list-unstyled mb-0">
          {reports.map((report) => (
            <li key={report.kind} className="mb-3">
              <DownloadLink className="btn btn-outline-primary" href={reportCsvUrl(report.kind)}>
                Download the {report.name.toLowerCase()} (CSV)
              </DownloadLink>
              <p className="form-text mb-0">{report.what}</p>
            </li>
          ))}
        </ul>
      </ConsoleSection>
      <LoadedSection id="settings-heading" title="Settings" what="The settings" load={settings}>
        {(data) => <SettingsForm settings={data.settings} headingId="settings-heading" />}
      </LoadedSection>
    </>
  );
}

function SettingsForm({
  settings,
  headingId,
}: {
  settings: MoneySettingsResponse['settings'];
  headingId: string;
}) {
  const remindersId = useId();
  const onlineId = useId();
  const readOnly = useReadOnly();
  const form = useForm({
    schema: settingsSchema,
    initial: {
      graceDays: String(settings.graceDays),
      absenceFineCents: dollarsText(settings.absenceFineCents),
      lateFeeCents: dollarsText(settings.lateFeeCents),
      lateFeeAfterDays: String(settings.lateFeeAfterDays),
      lateFeeMinimumCents: dollarsText(settings.lateFeeMinimumCents),
      reminders: settings.reminders,
      remindDaysBefore: String(settings.remindDaysBefore),
      offerCard: settings.onlineMethods.includes('card'),
      offerBank: settings.onlineMethods.includes('us_bank_account'),
      cardPercentBasisPoints: percentText(settings.cardPercentBasisPoints),
      cardFixedCents: String(settings.cardFixedCents),
      bankPercentBasisPoints: percentText(settings.bankPercentBasisPoints),
      bankCapCents: String(settings.bankCapCents),
    },
    toInput: ({ offerCard, offerBank, ...values }) => ({
      ...values,
      graceDays: typedNumber(values.graceDays),
      lateFeeAfterDays: typedNumber(values.lateFeeAfterDays),
      remindDaysBefore: typedNumber(values.remindDaysBefore),
      onlineMethods: [
        ...(offerCard ? (['card'] as const) : []),
        ...(offerBank ? (['us_bank_account'] as const) : []),
      ],
      cardPercentBasisPoints: typedPercent(values.cardPercentBasisPoints),
      cardFixedCents: typedNumber(values.cardFixedCents),
      bankPercentBasisPoints: typedPercent(values.bankPercentBasisPoints),
      bankCapCents: typedNumber(values.bankCapCents),
    }),
  });
  return (
    <KitForm
      noValidate
      className="console-form"
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(
          async (body) => {
            await saveSettings(body);
            invalidate('officer/money');
            return { message: 'Saved the settings.', values: form.values };
          },
          { failure: 'The settings were not saved', successMs: 10_000 },
        );
      }}
    >
      <div className="money-form__row">
        <TextField
          field={form.field('graceDays')}
          label="Grace (days)"
          hint="A charge is overdue this many days after its due day."
          inputMode="numeric"
          autoComplete="off"
        />
        <TextField
          field={form.field('absenceFineCents')}
          label="Fine for an absence (dollars)"
          hint="An unexcused absence at a required event; 0: no fines."
          autoComplete="off"
        />
      </div>
      <div className="money-form__row">
        <TextField
          field={form.field('lateFeeCents')}
          label="Late fee (dollars)"
          hint="0: no late fees."
          autoComplete="off"
        />
        <TextField
          field={form.field('lateFeeAfterDays')}
          label="Late fee after (days)"
          hint="Past a charge's due day."
          inputMode="numeric"
          autoComplete="off"
        />
        <TextField
          field={form.field('lateFeeMinimumCents')}
          label="Late fee from a balance of (dollars)"
          autoComplete="off"
        />
      </div>
      <Form.Check
        type="checkbox"
        id={remindersId}
        className="mb-3"
        label="Email reminders to members who owe"
        checked={form.values.reminders}
        onChange={(event) => form.setValue('reminders', event.target.checked)}
      />
      <TextField
        field={form.field('remindDaysBefore')}
        label="First reminder (days before a due day)"
        inputMode="numeric"
        autoComplete="off"
      />
      <fieldset className="mb-3" aria-describedby={`${onlineId}-hint`}>
        <legend className="h6 mb-1">Paying online</legend>
        <p id={`${onlineId}-hint`} className="form-text mt-0">
          The ways members and givers may pay through Stripe, and what Stripe charges for each. The
          chapter absorbs the fee: a payer pays only the amount he chooses, and the fee is shown
          before paying.
        </p>
        <Form.Check
          type="checkbox"
          id={`${onlineId}-card`}
          label="Card"
          checked={form.values.offerCard}
          onChange={(event) => form.setValue('offerCard', event.target.checked)}
        />
        <Form.Check
          type="checkbox"
          id={`${onlineId}-bank`}
          className="mb-2"
          label="US bank account (takes 3–5 business days)"
          checked={form.values.offerBank}
          onChange={(event) => form.setValue('offerBank', event.target.checked)}
        />
        <div className="money-form__row">
          <TextField
            field={form.field('cardPercentBasisPoints')}
            label="Card: percent"
            hint="Like 2.90 for 2.9%."
            inputMode="text"
            autoComplete="off"
          />
          <TextField
            field={form.field('cardFixedCents')}
            label="Card: fixed fee (cents)"
            inputMode="numeric"
            autoComplete="off"
          />
        </div>
        <div className="money-form__row">
          <TextField
            field={form.field('bankPercentBasisPoints')}
            label="Bank account: percent"
            hint="Like 0.80 for 0.8%."
            inputMode="text"
            autoComplete="off"
          />
          <TextField
            field={form.field('bankCapCents')}
            label="Bank account: most fee (cents)"
            hint="Like 500 for $5.00."
            inputMode="numeric"
            autoComplete="off"
          />
        </div>
      </fieldset>
      <FormResult result={form.result} className="mb-3" />
      <button
        type="submit"
        className="btn btn-primary"
        disabled={form.busy || !form.dirty}
        {...readOnlyProps(readOnly)}
      >
        {form.busy ? 'Saving...' : 'Save the settings'}
      </button>
    </KitForm>
  );
}
