// A member's dues in a few words, under the Dues link of his home (docs/money.md): "You owe $420.00
// — $150.00 overdue", "Paid up", "On a plan: next …". It loads his dues itself; until they come, or
// when they cannot be read, it says what the page holds instead.
import { useLoad } from '../../../lib/use-load.ts';
import { loadMyDues } from '../api.ts';
import { balanceLine } from '../words.ts';
import '../../../styles/dues.scss';

export function DuesLine() {
  const { data: dues } = useLoad(loadMyDues, { key: 'me/dues' });
  // What the page holds, while his dues load or when they could not be read (the page says why).
  if (!dues) return 'Your balance, payments and receipts';
  return (
    <span className={`dues-line dues-summary--${dues.status}`}>
      {balanceLine(dues, { since: false })}
    </span>
  );
}
