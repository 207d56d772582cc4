// The chapter's money in its archive (`npm run export` / `npm run import`, docs/money.md), on SQLite
// and PostgreSQL: the ledger, the dues schedules, claims (with their pictures), plans, settings,
// reminders, and the checkouts begun online with their refunds travel whole; an import that replaces a chapter clears its ledger within its own
// transaction only; an archive from before money still imports, its gifts posted as migration 0026
// posts them; and an unbalanced posting is refused naming its file and row, importing nothing.
import { randomUUID } from 'node:crypto';
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createSignedInAccount } from '../../../test/accounts.ts';
import { openTestDatabase } from '../../../test/database.ts';
import {
  recordDonation,
  sumsPerInitiative,
  voidDonation,
} from '../../../core/donations/repository.ts';
import { post, takeReceiptNumber } from '../../../core/money/ledger.ts';
import { exportArchive, importArchive } from './archive.ts';

const moneyTables = [
  'ledgerLines',
  'ledgerPostings',
  'duesSchedules',
  'paymentClaims',
  'paymentPlans',
  'moneySettings',
  'moneyReminders',
  'paymentAttempts',
  'paymentRefunds',
] as const;

let source: TestApp;
let archive: Uint8Array;
const by = { id: null, name: 'Test' };
const at = '2026-10-01T12:00:00.000Z';

beforeAll(async () => {
  source = await createTestApp();
  const db = source.app.db;
  const member = await createSignedInAccount(source, { name: 'Mo Money' });
  const semesterId = randomUUID();
  const scheduleId = randomUUID();
  const claimId = randomUUID();
  const pictureId = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('semesters')
      .values({
        id: semesterId,
        name: 'Fall 2026',
        startsOn: '2026-08-17',
        endsOn: '2026-12-18',
        createdAt: at,
        updatedAt: at,
      })
      .execute();
    await trx
      .insertInto('duesSchedules')
      .values({
        id: scheduleId,
        name: 'Fall 2026 dues',
        semesterId,
        side: 'active',
        amountCents: 45_000,
        dueOn: '2026-09-15',
        nationalShareCents: 9_000,
        createdBy: member.id,
        createdAt: at,
        updatedAt: at,
        billedAt: at,
      })
      .execute();
    await trx
      .insertInto('media')
      .values({
        id: pictureId,
        ownerId: member.id,
        contentType: 'image/webp',
        bytes: new Uint8Array([82, 73, 70, 70, 1, 2, 3]),
        width: 10,
        height: 10,
        createdAt: at,
        attachedAt: at,
      })
      .execute();
    await trx
      .insertInto('paymentClaims')
      .values({
        id: claimId,
        userId: member.id,
        amountCents: 10_000,
        method: 'venmo',
        reference: '<b>@mo</b>',
        paidOn: '2026-09-20',
        note: 'Half now',
        pictureId,
        status: 'approved',
        decidedBy: null,
        decidedAt: at,
        decisionNote: null,
        postingId: null,
        createdAt: at,
      })
      .execute();
    await post(trx, [
      {
        kind: 'dues',
        occurredOn: '2026-09-01',
        dueOn: '2026-09-15',
        userId: member.id,
        scheduleId,
        sourceKey: `dues:${scheduleId}:${member.id}`,
        description: 'Fall 2026 dues',
        lines: [
          { account: 'receivable', userId: member.id, amountCents: 45_000 },
          { account: 'dues_income', amountCents: -36_000 },
          { account: 'national_payable', amountCents: -9_000 },
        ],
        by,
      },
      {
        kind: 'payment',
        occurredOn: '2026-09-20',
        userId: member.id,
        method: 'venmo',
        reference: '<b>@mo</b>',
        claimId,
        receiptNumber: await takeReceiptNumber(trx),
        description: 'Venmo payment',
        lines: [
          { account: 'clearing', amountCents: 10_000 },
          { account: 'receivable', userId: member.id, amountCents: -10_000 },
        ],
        by,
      },
    ]);
    await trx
      .insertInto('paymentPlans')
      .values({
        id: randomUUID(),
        userId: member.id,
        instalments: JSON.stringify([
          { dueOn: '2026-10-15', amountCents: 17_500 },
          { dueOn: '2026-11-15', amountCents: 17_500 },
        ]),
        proposedBy: 'member',
        proposedById: member.id,
        status: 'accepted',
        decidedBy: null,
        decidedAt: at,
        note: null,
        createdAt: at,
      })
      .execute();
    await trx
      .insertInto('moneyReminders')
      .values({ userId: member.id, sentOn: '2026-09-08', kind: 'due_soon' })
      .execute();
    // Paid online by card, then $10 of it refunded: the processor's keys name both postings.
    const [paidOnline] = await post(trx, [
      {
        kind: 'payment',
        occurredOn: '2026-09-25',
        userId: member.id,
        method: 'card',
        reference: 'pi_test_mo1',
        sourceKey: 'stripe:cs_test_mo1',
        receiptNumber: await takeReceiptNumber(trx),
        description: 'Card payment, online',
        lines: [
          { account: 'clearing', amountCents: 4_825 },
          { account: 'processor_fees', amountCents: 175 },
          { account: 'receivable', userId: member.id, amountCents: -5_000 },
        ],
        by,
      },
      {
        kind: 'refund',
        occurredOn: '2026-09-26',
        userId: member.id,
        sourceKey: 'stripe-refund:ch_test_mo1:1000',
        description: 'Refund, online',
        lines: [
          { account: 'receivable', userId: member.id, amountCents: 1_000 },
          { account: 'clearing', amountCents: -1_000 },
        ],
        by,
      },
    ]);
    const attemptId = randomUUID();
    await trx
      .insertInto('paymentAttempts')
      .values({
        id: attemptId,
        kind: 'dues',
        userId: member.id,
        initiative: null,
        donorName: null,
        fromPage: null,
        amountCents: 5_000,
        idempotencyKey: randomUUID(),
        sessionId: 'cs_test_mo1',
        sessionUrl: 'https://checkout.stripe.com/c/pay/cs_test_mo1',
        status: 'paid',
        method: 'card',
        paymentIntentId: 'pi_test_mo1',
        chargeId: 'ch_test_mo1',
        email: 'mo@example.com',
        feeCents: 175,
        refundedCents: 1_000,
        disputedCents: 0,
        postingId: paidOnline!,
        paidAt: at,
        failureToldAt: null,
        createdAt: at,
        updatedAt: at,
      })
      .execute();
    await trx
      .insertInto('paymentRefunds')
      .values({
        id: randomUUID(),
        attemptId,
        amountCents: 1_000,
        reason: 'Charged <i>twice</i> for the T-shirt',
        idempotencyKey: randomUUID(),
        refundId: 're_test_mo1',
        requestedBy: member.id,
        requestedByName: 'Treasurer <treasurer@example.com>',
        createdAt: at,
      })
      .execute();
    await trx.updateTable('moneySettings').set({ graceDays: 10, lateFeeCents: 2_500 }).execute();
    const gift = (initiative: string, amountCents: number) =>
      recordDonation(trx, {
        initiative,
        amountCents,
        donorName: null,
        donatedOn: '2026-10-01',
        note: null,
        recordedBy: 'test',
      });
    await gift('Pool Table', 2_500);
    const voided = await gift('Pool Table', 7_000);
    await gift('Basketball Hoop', 1_234);
    await voidDonation(trx, voided, { id: null, label: 'test' }, 'Typed twice', at, '2026-10-02');
  });
  archive = await exportArchive(db, source.app.dbEngine);
}, 60_000);
afterAll(async () => source.close());

const rowsOf = async (db: Db, table: (typeof moneyTables)[number]) =>
  (await db.selectFrom(table).selectAll().execute()).map((row) => JSON.stringify(row)).toSorted();
const giftCounts = async (db: Db) =>
  Object.fromEntries([...(await sumsPerInitiative(db))].toSorted());

/** The archive's files with `change` made to them. */
function changed(change: (files: Record<string, Uint8Array>) => void): Uint8Array {
  const files = unzipSync(archive);
  change(files);
  return zipSync(files as Zippable);
}
const tableOf = (files: Record<string, Uint8Array>, table: string) =>
  JSON.parse(strFromU8(files[`tables/${table}.json`]!)) as Record<string, unknown>[];
const setTable = (files: Record<string, Uint8Array>, table: string, rows: unknown[]) => {
  files[`tables/${table}.json`] = strToU8(JSON.stringify(rows));
};

async function importInto(bytes: Uint8Array, check: (db: Db) => Promise<void>) {
  const target = await openTestDatabase();
  try {
    await importArchive(target.db, target.engine, bytes, {
      contentDir: source.config.contentDir,
    });
    await check(target.db);
  } finally {
    await target.close();
  }
}

describe('the money in the archive', () => {
  it('travels whole: every row of the ledger and what feeds it, and the totals per initiative', async () => {
    const counts = JSON.parse(strFromU8(unzipSync(archive)['manifest.json']!)).counts;
    expect(counts).toMatchObject({
      ledgerLines: 18,
      ledgerPostings: 8,
      duesSchedules: 1,
      paymentClaims: 1,
      paymentPlans: 1,
      moneySettings: 1,
      moneyReminders: 1,
      paymentAttempts: 1,
      paymentRefunds: 1,
    });
    await importInto(archive, async (db) => {
      for (const table of moneyTables)
        expect({ table, rows: await rowsOf(db, table) }).toEqual({
          table,
          rows: await rowsOf(source.app.db, table),
        });
      expect(await giftCounts(db)).toEqual(await giftCounts(source.app.db));
      expect(await giftCounts(db)).toEqual({
        'Basketball Hoop': { countedCents: 1_234, counted: 1, voided: 0 },
        'Pool Table': { countedCents: 2_500, counted: 1, voided: 1 },
      });
      // The claim's picture came with it.
      const claim = await db.selectFrom('paymentClaims').select('pictureId').executeTakeFirst();
      const picture = await db
        .selectFrom('media')
        .select('id')
        .where('id', '=', claim!.pictureId!)
        .execute();
      expect(picture).toHaveLength(1);
    });
  });

  it('replaces a chapter’s ledger within the import alone, keeping one row of settings', async () => {
    await importInto(archive, async (db) => {
      // This installation's own record of the processor's events and what did not match goes.
      await db
        .insertInto('paymentEvents')
        .values({
          id: 'evt_test_1',
          type: 'charge.refunded',
          objectId: 'ch_test_mo1',
          outcome: 'posted',
          receivedAt: at,
        })
        .execute();
      await db
        .insertInto('paymentUnmatched')
        .values({
          id: randomUUID(),
          kind: 'session',
          objectId: 'cs_test_x',
          amountCents: 100,
          reason: 'test',
          at,
        })
        .execute();
      await importArchive(db, source.app.dbEngine, archive, {
        replace: true,
        contentDir: source.config.contentDir,
      });
      expect(await rowsOf(db, 'ledgerPostings')).toEqual(
        await rowsOf(source.app.db, 'ledgerPostings'),
      );
      expect(await rowsOf(db, 'paymentAttempts')).toEqual(
        await rowsOf(source.app.db, 'paymentAttempts'),
      );
      expect(await db.selectFrom('paymentEvents').selectAll().execute()).toEqual([]);
      expect(await db.selectFrom('paymentUnmatched').selectAll().execute()).toEqual([]);
      expect(await db.selectFrom('moneySettings').selectAll().execute()).toEqual(
        await source.app.db.selectFrom('moneySettings').selectAll().execute(),
      );
      // The ledger is append-only again once the import is done.
      expect(await db.selectFrom('ledgerUnlock').selectAll().execute()).toEqual([]);
      await expect(db.deleteFrom('ledgerLines').execute()).rejects.toThrow(/append-only/);
    });
  });

  it('takes an archive from before money (version 1): its gifts are posted and keep their totals', async () => {
    // As the export wrote it then: version 1, one file per table and no list of parts.
    const old = changed((files) => {
      const { parts: _parts, ...manifest } = JSON.parse(strFromU8(files['manifest.json']!));
      files['manifest.json'] = strToU8(JSON.stringify({ ...manifest, version: 1 }));
      for (const table of moneyTables) delete files[`tables/${table}.json`];
      setTable(
        files,
        'donations',
        tableOf(files, 'donations').map(({ postingId: _postingId, ...row }) => row),
      );
      setTable(
        files,
        'requirements',
        tableOf(files, 'requirements').map(({ duesPaid: _duesPaid, ...row }) => row),
      );
    });
    await importInto(old, async (db) => {
      expect(await giftCounts(db)).toEqual(await giftCounts(source.app.db));
      const postings = await db
        .selectFrom('ledgerPostings')
        .select(['kind', 'reverses', 'reason'])
        .orderBy('kind')
        .execute();
      expect(postings).toHaveLength(4);
      expect(postings.filter((row) => row.kind === 'reversal')).toEqual([
        expect.objectContaining({ reason: 'Typed twice' }),
      ]);
      const unposted = await db
        .selectFrom('donations')
        .select('id')
        .where('postingId', 'is', null)
        .execute();
      expect(unposted).toEqual([]);
      expect(await db.selectFrom('moneySettings').selectAll().execute()).toHaveLength(1);
    });
  });

  it('refuses an unbalanced posting or a bad line naming its file and row, importing nothing', async () => {
    const cases: [Uint8Array, RegExp][] = [
      [
        changed((files) => {
          const lines = tableOf(files, 'ledgerLines');
          lines[0]!.amountCents = (lines[0]!.amountCents as number) + 1;
          setTable(files, 'ledgerLines', lines);
        }),
        /^tables\/ledgerPostings\.json, row \d+ \(id "[^"]+"\): its lines in tables\/ledgerLines\.json sum to (1|-1) cents, not zero: a posting balances\. Nothing was imported\.$/,
      ],
      [
        changed((files) => {
          const lines = tableOf(files, 'ledgerLines');
          lines[0]!.amountCents = 100_000_01;
          setTable(files, 'ledgerLines', lines);
        }),
        /^tables\/ledgerLines\.json, row 1 \(postingId "[^"]+"\): amountCents: must be at most/,
      ],
      [
        // A reference to a table read later is checked once that table is written.
        changed((files) => {
          const lines = tableOf(files, 'ledgerLines');
          const nowhere = randomUUID();
          lines.push(
            { ...lines[0]!, postingId: nowhere, line: 1, amountCents: 100 },
            { ...lines[0]!, postingId: nowhere, line: 2, amountCents: -100 },
          );
          setTable(files, 'ledgerLines', lines);
        }),
        /^tables\/ledgerLines\.json, row 19: postingId "[0-9a-f-]{36}" is not in tables\/ledgerPostings\.json\. Nothing was imported\.$/,
      ],
      [
        changed((files) => {
          const postings = tableOf(files, 'ledgerPostings');
          postings[0]!.occurredOn = '2026-02-30';
          setTable(files, 'ledgerPostings', postings);
        }),
        /^tables\/ledgerPostings\.json, row 1 \(id "[^"]+"\): occurredOn: must be a day/,
      ],
      [
        changed((files) => {
          const settings = tableOf(files, 'moneySettings');
          setTable(files, 'moneySettings', [...settings, { ...settings[0], id: 2 }]);
        }),
        /^tables\/moneySettings\.json, row 2 \(id 2\): id: must be 1/,
      ],
      [
        changed((files) => {
          const claims = tableOf(files, 'paymentClaims');
          claims[0]!.amountCents = 0;
          setTable(files, 'paymentClaims', claims);
        }),
        /^tables\/paymentClaims\.json, row 1 \(id "[^"]+"\): amountCents: must be more than 0 cents/,
      ],
    ];
    for (const [bytes, message] of cases) {
      const target = await openTestDatabase();
      try {
        const outcome = await importArchive(target.db, target.engine, bytes, {
          contentDir: source.config.contentDir,
        }).then(
          () => 'imported',
          (error: Error) => error.message,
        );
        expect(outcome).toMatch(message);
        expect(await target.db.selectFrom('ledgerLines').select('postingId').execute()).toEqual([]);
        expect(await target.db.selectFrom('users').select('id').execute()).toEqual([]);
      } finally {
        await target.close();
      }
    }
  });
});
