// One spec at a time changes a server's content documents (the exec board of the second server):
// the content editors' spec at both widths and the live-content spec take this lock around edits.
import { withSpecLock } from './spec-lock.ts';

export const withContentLock = (port: number, work: () => Promise<void>): Promise<void> =>
  withSpecLock('content', port, work, { timeoutMs: 90_000 });
