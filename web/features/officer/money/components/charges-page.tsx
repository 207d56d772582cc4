// Charges (area `treasury`, docs/money.md#dues-charges-fines-and-late-fees): a one-off charge to
// one or several members chosen by name — a formal's ticket, a T-shirt, a fine — one posting each.
// The officer's own account is another officer's to charge.
import { useId } from 'react';
import { ConsoleHeader } from '../../../../components/console-kit/console-header.tsx';
import { ConsoleSection } from '../../../../components/console-kit/console-section.tsx';
import { useResultMessage } from '../../../../components/console-kit/use-result-message.ts';
import { FormResult } from '../../../../components/form-kit/fields.tsx';
import { invalidate } from '../../../../lib/invalidate.ts';
import { useStoredUser } from '../../../../lib/stored-user.ts';
import { ChargeForm } from './charge-form.tsx';
import { MoneyTabs } from './money-tabs.tsx';

export function ChargesPage() {
  const message = useResultMessage();
  const me = useStoredUser();
  const heading = useId();
  return (
    <>
      <ConsoleHeader
        title="Charges"
        lead="Charge one or several members at once: each gets a line on his account, due on the day given. A mistake is reversed from his statement."
      />
      <MoneyTabs />
      <ConsoleSection headingId={heading} title="Charge members">
        <FormResult result={message.result} className="mb-3" />
        <ChargeForm
          myId={me?.id}
          headingId={heading}
          onCharged={(said) => {
            message.succeeded(said, 10_000);
            invalidate('officer/money');
          }}
        />
      </ConsoleSection>
    </>
  );
}
