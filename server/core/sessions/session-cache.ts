// Sessions this instance remembers, so a page's burst of API calls or a crowd reading the directory
// does not look each one up. A remembered session is used only while the accounts and sessions
// versions it was read at are still the database's (checked on every request), so a logout, a
// revocation or a change to the account shows on the next request on every instance.
import { limits } from '../../../contract/limits.ts';
import type { User } from '../../db/schema.ts';

export interface FoundSession {
  /** Shared by every request that uses the entry: frozen, so none can change it for the others. */
  user: Readonly<User>;
  sessionId: string;
  expiresMs: number;
  /** When the session was last marked as seen (mutable: the hourly "last seen" write updates it). */
  lastSeenMs: number;
  /** When the session passed two-factor, or null. */
  twoFactorAt: string | null;
}

interface Entry {
  version: string;
  lookup: Promise<FoundSession | null>;
  /** Undefined until the lookup answers; null when there is no such live session. */
  found: FoundSession | null | undefined;
}

const idleMs = limits.auth.sessionIdleDays * 86_400_000;

/** Still live at `at`: neither past its end nor idle too long. */
const isLive = (found: FoundSession, at: number) =>
  found.expiresMs > at && found.lastSeenMs + idleMs > at;

export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  readonly #lookup: (token: string) => Promise<FoundSession | null>;
  readonly #max: number;

  constructor(lookup: (token: string) => Promise<FoundSession | null>, max = 10_000) {
    this.#lookup = lookup;
    this.#max = max;
  }

  /**
   * The live session for `token` at data version `version`: the remembered one when it was read at
   * that version (no promise, no hashing), else one lookup shared by the requests asking together.
   */
  find(token: string, version: string): FoundSession | null | Promise<FoundSession | null> {
    const known = this.#entries.get(token);
    if (known && known.version === version) {
      if (known.found === undefined) return known.lookup;
      return known.found && isLive(known.found, Date.now()) ? known.found : null;
    }
    if (this.#entries.size >= this.#max) this.#entries.clear();
    const entry: Entry = {
      version,
      found: undefined,
      lookup: this.#lookup(token).then((found) => {
        entry.found = found;
        return found;
      }),
    };
    // A failed lookup is not remembered.
    entry.lookup.catch(() => {
      if (this.#entries.get(token) === entry) this.#entries.delete(token);
    });
    this.#entries.set(token, entry);
    return entry.lookup;
  }

  /** Forgets one token (this instance's own logout: no need to wait for the version to change). */
  forget(token: string): void {
    this.#entries.delete(token);
  }
}
