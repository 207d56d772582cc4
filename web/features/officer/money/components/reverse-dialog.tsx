// "Reverse this line?" (the console kit's reason dialog): the line stays on the statement, marked,
// and a reversal naming it takes it back; a reversed payment's receipt says so.
import { reverseRequest, type StatementLine } from '../../../../../contract/api/officer/money.ts';
import { formatCents } from '../../../../../contract/money.ts';
import { formatDay } from '../../../../components/console-kit/dates.ts';
import { ReasonDialog } from '../../../../components/console-kit/reason-dialog.tsx';
import type { ConfirmAction } from '../../../../components/console-kit/use-confirm-action.ts';
import type { ResultMessage } from '../../../../components/console-kit/use-result-message.ts';
import { reversePosting } from '../api.ts';
import { kindName } from '../money.ts';

/** "Dues: Fall 2026 dues, $125.00" */
export const lineLabel = (line: StatementLine): string =>
  `${kindName(line.kind)}: ${line.description}, ${formatCents(Math.abs(line.amountCents))}`;

export function ReverseDialog({
  reversing,
  message,
  onReversed,
}: {
  reversing: ConfirmAction<StatementLine>;
  message: ResultMessage;
  onReversed: () => void;
}) {
  const line = reversing.target;
  return (
    <ReasonDialog
      action={reversing}
      schema={reverseRequest}
      title="Reverse this line?"
      confirmLabel="Reverse the line"
      busyLabel="Reversing..."
      failure="The line was not reversed"
      message={message}
      send={async (target, reason) => {
        await reversePosting(target.postingId, reason);
        return `Reversed ${lineLabel(target)}.`;
      }}
      onDone={onReversed}
    >
      <p>
        {line ? `${lineLabel(line)}, ${formatDay(line.occurredOn)}. ` : ''}A reversal that names it
        takes it back; the line stays on the statement, marked reversed. This cannot be undone.
      </p>
    </ReasonDialog>
  );
}
