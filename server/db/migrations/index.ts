// Every migration in order; imported statically so the server needs no file-system scan at start.
// A migration may take the engine, for the rare column type that differs (binary data).
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import * as platform from './0001-platform.ts';
import * as accounts from './0002-accounts.ts';
import * as memberArea from './0003-member-area.ts';
import * as dataVersions from './0004-data-versions.ts';
import * as officerConsole from './0005-officer-console.ts';
import * as alumniEventTimes from './0006-alumni-event-times.ts';
import * as merchOrders from './0007-merch-orders.ts';
import * as consolePart2 from './0008-console-part-2.ts';
import * as eventsConsole from './0009-events-console.ts';
import * as contentDocuments from './0010-content-documents.ts';
import * as contentPictures from './0011-content-pictures.ts';
import * as sessionSecurity from './0012-session-security.ts';
import * as summaries from './0013-summaries.ts';
import * as officerLists from './0014-officer-lists.ts';
import * as newsletterListIndexes from './0015-newsletter-list-indexes.ts';
import * as batchedWork from './0016-batched-work.ts';
import * as positionsAndTerms from './0017-positions-and-terms.ts';
import * as termReplaces from './0018-term-replaces.ts';
import * as attendance from './0019-attendance.ts';
import * as privacy from './0020-privacy.ts';
import * as giftsAndDataAccess from './0021-gifts-and-data-access.ts';
import * as feedTokenHashOnly from './0022-feed-token-hash-only.ts';
import * as eventSeries from './0024-event-series.ts';
import * as profileVersions from './0025-profile-versions.ts';
import * as money from './0026-money.ts';
import * as onlinePayments from './0027-online-payments.ts';
import * as recruitment from './0028-recruitment.ts';
import type { Engine } from './engine.ts';

export type { Engine };

interface EngineMigration {
  up(db: Kysely<unknown>, engine: Engine): Promise<void>;
  down?(db: Kysely<unknown>, engine: Engine): Promise<void>;
}

const all: Record<string, EngineMigration> = {
  '0001-platform': platform,
  '0002-accounts': accounts,
  '0003-member-area': memberArea,
  '0004-data-versions': dataVersions,
  '0005-officer-console': officerConsole,
  '0006-alumni-event-times': alumniEventTimes,
  '0007-merch-orders': merchOrders,
  '0008-console-part-2': consolePart2,
  '0009-events-console': eventsConsole,
  '0010-content-documents': contentDocuments,
  '0011-content-pictures': contentPictures,
  '0012-session-security': sessionSecurity,
  '0013-summaries': summaries,
  '0014-officer-lists': officerLists,
  '0015-newsletter-list-indexes': newsletterListIndexes,
  '0016-batched-work': batchedWork,
  '0017-positions-and-terms': positionsAndTerms,
  '0018-term-replaces': termReplaces,
  '0019-attendance': attendance,
  '0020-privacy': privacy,
  '0021-gifts-and-data-access': giftsAndDataAccess,
  '0022-feed-token-hash-only': feedTokenHashOnly,
  '0024-event-series': eventSeries,
  '0025-profile-versions': profileVersions,
  '0026-money': money,
  '0027-online-payments': onlinePayments,
  '0028-recruitment': recruitment,
};

export function migrationsFor(engine: Engine): Record<string, Migration> {
  return Object.fromEntries(
    Object.entries(all).map(([name, m]) => [
      name,
      {
        up: (db: Kysely<unknown>) => m.up(db, engine),
        ...(m.down ? { down: (db: Kysely<unknown>) => m.down!(db, engine) } : {}),
      },
    ]),
  );
}
