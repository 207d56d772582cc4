// The line above the audit log that says what is shown: how many of the entries that match, newest
// first ("Showing the newest 50 of 60,000 entries"). Pure, so the page and its test agree.

const count = (n: number) => n.toLocaleString('en-US');

/** `shown` entries are on the page, of `total` that match; undefined when none match. */
export function auditShowingText(shown: number, total: number): string | undefined {
  if (shown === 0 || total === 0) return undefined;
  if (shown >= total)
    return total === 1 ? 'Showing the only entry' : `Showing all ${count(total)} entries`;
  return `Showing the newest ${count(shown)} of ${count(total)} entries`;
}
