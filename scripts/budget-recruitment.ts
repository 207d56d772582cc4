// Recruitment measured (docs/performance.md#recruitment): a fresh server of its own (SQLite, the demo
// chapter) for (a)–(c), and one more on a database of its own for (d). scripts/budget.ts runs it
// (`--skip-recruitment` leaves it out); alone: `node scripts/budget-recruitment.ts [--port 4860]`.
//   (a) a rush fair in the demo's open period: 1,000 registrations on the interest form (each a new
//       email), from 100 phones' addresses (10 each), 20 at a time: p99 < 300 ms, every one 202,
//       1,000 more prospects in the period as the officer's list counts them
//   (b) the pipeline: 2,000 prospects (the demo's, the fair's and the rest written into the
//       database), two notes and a check-in each; 20 recruitment officers reading pages of 50 at
//       once, some searched or of one stage, 20 rounds: p99 < 200 ms
//   (c) a vote: a ballot on 5 confirmed prospects, 60 actives each voting on one of them at once:
//       p99 < 300 ms; closed, 60 votes cast, none lost and none twice
//   (d) the deletion: a period past its deletion day holding 2,000 prospects (notes, check-ins,
//       links, emails; 100 of them on ballots of 60 voters); the server started on it deletes
//       them all (the deletions' log says 2,000) in < 10 s from its start, /readyz (every 25 ms)
//       < 250 ms throughout
// The whole of it stays within 30 s (CI's time is at its limit).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type {
  BallotResultsResponse,
  BallotView,
  DeletionsResponse,
  PeriodView,
  ProspectsResponse,
} from '../contract/api/recruitment.ts';
import { defaultStages } from '../contract/recruitment.ts';
import { addDays } from '../contract/terms.ts';
import { chapterToday, refreshOffices } from '../server/core/offices/office.ts';
import { migrateToLatest, openDatabase, sqliteFileIn, type Db } from '../server/db/database.ts';
import { membersWithSessions, p99 } from './budget-check-in.ts';
import { fmt, say, seconds, type Check } from './budget-scale.ts';
import { startServer, waitUntil } from './budget-server.ts';

export const recruitmentBudgets = {
  fairP99Ms: 300,
  pipelineP99Ms: 200,
  voteP99Ms: 300,
  /** From the server's start to the deletions' log counting every prospect. */
  deletionMs: 10_000,
  readyzMs: 250,
  /** The whole recruitment budget, servers included. */
  totalMs: 30_000,
};

/** Sizes: (a)'s fair, (b)'s pipeline and officers, (c)'s actives and ballot, (d)'s period. */
const registrations = 1_000;
const phones = 100;
const fairConcurrency = 20;
/** Registrations sent one after another before the fair, so it meets compiled code. */
const warmers = 10;
const pipelineProspects = 2_000;
const officers = 20;
const rounds = 20;
const actives = 60;
const ballotProspects = 5;
const deletedProspects = 2_000;
/** (d)'s prospects that were on ballots (25 a ballot), each voted on by all of its electors. */
const pastVotedOn = 100;
const pastElectors = 60;

const { timeZone } = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '..', 'content', 'chapter.json'), 'utf8'),
) as { timeZone: string };

const json = { 'content-type': 'application/json' };

/** Rows `insert` writes in slices (SQLite's limit on a statement's values). */
async function inSlices<T>(rows: readonly T[], insert: (slice: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 400) await insert(rows.slice(i, i + 400));
}

/**
 * `count` recruitment officers (a position of their own with the `recruitment` area, a term each
 * from yesterday, their office copied onto their rows as the console's changes copy it), each with
 * a session of his own: their cookies.
 */
async function recruitmentOfficers(db: Db, count: number, today: string): Promise<string[]> {
  const people = await membersWithSessions(db, count, {
    name: 'Recruitment Chair',
    email: 'recruitment-chair',
  });
  const at = new Date().toISOString();
  const positionId = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('positions')
      .values({
        id: positionId,
        title: 'Recruitment budget chair',
        areas: 'recruitment',
        board: 0,
        seats: count,
        sortOrder: 900,
        checklist: '[]',
        alumniMayHold: 0,
        createdAt: at,
        updatedAt: at,
      })
      .execute();
    await trx
      .insertInto('terms')
      .values(
        people.map((person) => ({
          id: randomUUID(),
          positionId,
          userId: person.id,
          startsOn: addDays(today, -1),
          endsOn: null,
          createdAt: at,
        })),
      )
      .execute();
    await refreshOffices(
      trx,
      people.map((person) => person.id),
      today,
    );
  });
  return people.map((person) => person.cookie);
}

/** `count` actives: members initiated 100 days ago, each with a session of his own. */
async function activesWithSessions(db: Db, count: number, today: string) {
  const people = await membersWithSessions(db, count, {
    name: 'Voting Brother',
    email: 'voting',
  });
  await db
    .updateTable('users')
    .set({ initiatedOn: addDays(today, -100) })
    .where(
      'id',
      'in',
      people.map((person) => person.id),
    )
    .execute();
  return people;
}

/** A rush event on `date` that takes attendance (prospects check in at it). */
async function rushEvent(db: Db, date: string, title: string): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('events')
    .values({
      id,
      title,
      date,
      time: '7:00 PM',
      location: 'The chapter house',
      description: null,
      createdAt: new Date().toISOString(),
      attendance: 'optional',
      recruitment: 1,
    })
    .execute();
  return id;
}

const prospectName = (i: number) =>
  `${['Aiden', 'Caleb', 'Diego', 'Elijah', 'Finn', 'Gavin', 'Hugo', 'Isaac'][i % 8]} ${['Brooks', 'Carter', 'Dawson', 'Ellis', 'Foster', 'Grant', 'Hayes'][i % 7]} ${i + 1}`;

/**
 * `count` prospects of `periodId` written straight into the database as registrations leave them
 * (spread over the first three stages), each with two notes by `authors` and a check-in at
 * `eventId`, and for (d) his links and an email. Their ids.
 */
async function writeProspects(
  db: Db,
  {
    periodId,
    count,
    label,
    authors,
    eventId,
    stages = defaultStages,
    linksAndEmails = false,
  }: {
    periodId: string;
    stages?: readonly string[];
    count: number;
    label: string;
    authors: readonly string[];
    eventId: string;
    linksAndEmails?: boolean;
  },
): Promise<string[]> {
  const at = new Date().toISOString();
  const later = new Date(Date.now() + 86_400_000 * 60).toISOString();
  const prospects = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    periodId,
    name: prospectName(i),
    email: `${label}-${i}-${randomUUID().slice(0, 6)}@students.example.edu`,
    phone: '+1 555 010 0199',
    classYear: new Date().getUTCFullYear() + 1 + (i % 4),
    major: ['Economics', 'Biology', 'History', 'Computer Science'][i % 4]!,
    heardFrom: 'A friend',
    stage: stages[i % 3]!,
    confirmedAt: i % 3 === 0 ? null : at,
    registeredAt: at,
    updatedAt: at,
  }));
  await db.transaction().execute(async (trx) => {
    await inSlices(prospects, (slice) => trx.insertInto('prospects').values(slice).execute());
    await addPipelineRows(trx, {
      prospectIds: prospects.map((p) => p.id),
      authors,
      eventId,
    });
    if (!linksAndEmails) return;
    const links = prospects.flatMap((p) =>
      (['confirm', 'forget'] as const).map((purpose) => ({
        tokenHash: randomUUID() + randomUUID(),
        prospectId: p.id,
        purpose,
        expiresAt: later,
        createdAt: at,
      })),
    );
    await inSlices(links, (slice) => trx.insertInto('prospectLinks').values(slice).execute());
    const emails = prospects.map((p) => ({
      id: randomUUID(),
      toAddress: p.email,
      subject: 'Confirm your interest',
      textBody: 'Open the link to confirm your email.',
      htmlBody: '<p>Open the link to confirm your email.</p>',
      headers: '{}',
      status: 'stored' as const,
      nextAttemptAt: at,
      lockedUntil: null,
      lastError: null,
      createdAt: at,
      sentAt: null,
      prospectId: p.id,
    }));
    await inSlices(emails, (slice) => trx.insertInto('outbox').values(slice).execute());
  });
  return prospects.map((p) => p.id);
}

/** Two notes by actives and a check-in at the rush event for each of `prospectIds`. */
async function addPipelineRows(
  db: Db,
  {
    prospectIds,
    authors,
    eventId,
  }: { prospectIds: readonly string[]; authors: readonly string[]; eventId: string },
) {
  const at = new Date().toISOString();
  const notes = prospectIds.flatMap((prospectId, i) => [
    {
      id: randomUUID(),
      prospectId,
      authorId: authors[i % authors.length] ?? null,
      text: 'Came with his roommate; asked about the service projects and stayed for the cookout.',
      createdAt: at,
    },
    {
      id: randomUUID(),
      prospectId,
      authorId: authors[(i + 1) % authors.length] ?? null,
      text: 'Talked with three brothers about intramurals; said he would come to the next event.',
      createdAt: at,
    },
  ]);
  await inSlices(notes, (slice) => db.insertInto('prospectNotes').values(slice).execute());
  await inSlices(
    prospectIds.map((prospectId) => ({ prospectId, eventId, at })),
    (slice) => db.insertInto('prospectCheckIns').values(slice).execute(),
  );
}

/** `work` on each item, `concurrency` at a time; each one's milliseconds and answer. */
async function timedPool<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<{ ms: number; result: R }[]> {
  const out: { ms: number; result: R }[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next++;
        const began = performance.now();
        const result = await work(items[index]!, index);
        out.push({ ms: performance.now() - began, result });
      }
    }),
  );
  return out;
}

/** The `i`th prospect's registration from a phone's `address`, as the interest form sends it. */
const register = (base: string, i: number, address: string) =>
  fetch(`${base}/api/recruitment/interest`, {
    method: 'POST',
    headers: { ...json, 'x-forwarded-for': address },
    body: JSON.stringify({
      name: prospectName(i),
      email: `fair-${i}-${randomUUID().slice(0, 6)}@students.example.edu`,
      phone: '+1 555 010 0199',
      classYear: new Date().getUTCFullYear() + 1 + (i % 4),
      major: 'Undeclared',
      heardFrom: 'The activities fair',
      consent: true,
    }),
  });

/** The period's prospects as the officer's list counts them. */
async function prospectTotal(base: string, cookie: string, periodId: string): Promise<number> {
  const answer = await fetch(
    `${base}/api/officer/recruitment/prospects?period=${periodId}&page=1&pageSize=1`,
    { headers: { cookie } },
  );
  if (!answer.ok) throw new Error(`the officer's list of prospects answered ${answer.status}`);
  return ((await answer.json()) as ProspectsResponse).total;
}

/**
 * The period open today: the demo chapter's (it opens one around its day), or one opened here
 * through the console's call when there is none.
 */
async function theOpenPeriod(base: string, cookie: string, today: string): Promise<PeriodView> {
  const listed = await fetch(`${base}/api/officer/recruitment/periods`, { headers: { cookie } });
  if (!listed.ok) throw new Error(`the periods answered ${listed.status}`);
  const open = ((await listed.json()) as { periods: PeriodView[] }).periods.find(
    (period) => period.state === 'open',
  );
  if (open) return open;
  const opened = await fetch(`${base}/api/officer/recruitment/periods`, {
    method: 'POST',
    headers: { ...json, cookie },
    body: JSON.stringify({
      name: 'Budget rush',
      opensOn: addDays(today, -3),
      closesOn: addDays(today, 30),
      deleteAfterDays: 30,
      stages: [...defaultStages],
      vote: { quorumPercent: 50, thresholdPercent: 67, vetoes: 0 },
    }),
  });
  if (opened.status !== 201) throw new Error(`the period was not opened (${opened.status})`);
  return ((await opened.json()) as { period: PeriodView }).period;
}

/** (a)–(c) on one server with the demo chapter; throws when a step cannot go on. */
async function fairPipelineAndVote(
  base: string,
  db: Db,
  goal: Check,
  started: number,
): Promise<void> {
  const today = chapterToday(timeZone);
  const chairs = await recruitmentOfficers(db, officers, today);
  const voters = await activesWithSessions(db, actives, today);
  const chair = chairs[0]!;
  const period = await theOpenPeriod(base, chair, today);
  const before = await prospectTotal(base, chair, period.id);
  say(
    `server ready, ${officers} recruitment officers, ${actives} actives and the period open (${before} prospects of the demo's in it) in ${seconds(performance.now() - started)}`,
  );

  // (a) The fair: each phone registers 10, 20 registrations in flight at once.
  for (let i = 0; i < warmers; i++) {
    const warmed = await register(base, registrations + i, `198.18.200.${i + 1}`);
    if (warmed.status !== 202) throw new Error(`a registration answered ${warmed.status}`);
  }
  const fair = await timedPool(
    Array.from({ length: registrations }, (_, i) => i),
    fairConcurrency,
    async (i) => {
      const answer = await register(
        base,
        i,
        `198.18.${1 + Math.floor((i % phones) / 50)}.${(i % 50) + 1}`,
      );
      await answer.arrayBuffer();
      return answer.status;
    },
  );
  const accepted = fair.filter((answer) => answer.result === 202).length;
  const fairP99 = p99(fair.map((answer) => answer.ms));
  const registered = await prospectTotal(base, chair, period.id);
  say(
    `(a) a rush fair: ${fmt(registrations)} registrations from ${phones} phones, ${fairConcurrency} at a time: ${fmt(accepted)} answered 202, p99 ${fmt(fairP99)} ms; ${fmt(registered - before)} more prospects in the period (with the ${warmers} that warmed the path) (goal p99 < ${recruitmentBudgets.fairP99Ms} ms, every one 202 and a prospect) ${goal(
      accepted === registrations &&
        registered - before === registrations + warmers &&
        fairP99 < recruitmentBudgets.fairP99Ms,
      `the fair: ${accepted} of ${registrations} answered 202, p99 ${fmt(fairP99)} ms, ${registered - before} more prospects`,
    )}`,
  );

  // (b) The pipeline: the period filled to 2,000, two notes and a check-in each.
  const writing = performance.now();
  const authors = voters.map((voter) => voter.id);
  const eventId = await rushEvent(db, today, 'Budget rush: the cookout');
  const fairIds = (
    await db
      .selectFrom('prospects')
      .select('id')
      .where('periodId', '=', period.id)
      .where('email', 'like', 'fair-%')
      .execute()
  ).map((row) => row.id);
  await db
    .transaction()
    .execute((trx) => addPipelineRows(trx, { prospectIds: fairIds, authors, eventId }));
  await writeProspects(db, {
    periodId: period.id,
    count: pipelineProspects - (await prospectTotal(base, chair, period.id)),
    label: 'pipeline',
    authors,
    eventId,
    stages: period.stages,
  });
  const inPipeline = await prospectTotal(base, chair, period.id);
  const searches = ['son', 'Aiden', 'Hayes 1', 'carter'];
  const pathOf = (officer: number, round: number) => {
    const n = round * officers + officer;
    const page = 1 + (n % Math.ceil(pipelineProspects / 50));
    if (n % 4 === 1)
      return `?period=${period.id}&q=${encodeURIComponent(searches[n % searches.length]!)}&page=1`;
    if (n % 4 === 2)
      return `?period=${period.id}&stage=${encodeURIComponent(period.stages[n % 3]!)}&page=${1 + (n % 10)}`;
    return `?period=${period.id}&page=${page}`;
  };
  const read = async (cookie: string, query: string) => {
    const began = performance.now();
    const answer = await fetch(`${base}/api/officer/recruitment/prospects${query}`, {
      headers: { cookie },
    });
    const body = (await answer.json()) as ProspectsResponse;
    return {
      status: answer.status,
      rows: body.prospects?.length ?? 0,
      ms: performance.now() - began,
    };
  };
  // One officer alone first (it warms the path): what a page costs without a queue.
  const alone: number[] = [];
  for (let i = 0; i < 10; i++) alone.push((await read(chair, pathOf(i, 0))).ms);
  const reads: { status: number; rows: number; ms: number }[] = [];
  for (let round = 0; round < rounds; round++)
    reads.push(
      ...(await Promise.all(chairs.map((cookie, officer) => read(cookie, pathOf(officer, round))))),
    );
  const pipelineP99 = p99(reads.map((r) => r.ms));
  const refused = reads.filter((r) => r.status !== 200).length;
  const rows = reads.reduce((sum, r) => sum + r.rows, 0);
  say(
    `(b) the pipeline: ${fmt(inPipeline)} prospects (written in ${seconds(performance.now() - writing)}), 2 notes and a check-in each; ${officers} officers reading pages of 50 at once, ${rounds} rounds: ${refused} not 200, ${fmt(rows)} rows, p99 ${fmt(pipelineP99)} ms, slowest ${fmt(Math.max(...reads.map((r) => r.ms)))} ms; a page alone ${fmt(alone.toSorted((x, y) => x - y)[5]!)} ms (median of 10) (goal p99 < ${recruitmentBudgets.pipelineP99Ms} ms) ${goal(
      inPipeline === pipelineProspects &&
        refused === 0 &&
        pipelineP99 < recruitmentBudgets.pipelineP99Ms,
      `the pipeline: ${inPipeline} prospects, ${refused} reads not 200, p99 ${fmt(pipelineP99)} ms`,
    )}`,
  );

  // An active's page lists the whole open period with its notes (not paged): shown, not budgeted.
  const whole: { ms: number; kb: number }[] = [];
  for (let i = 0; i < 5; i++) {
    const began = performance.now();
    const answer = await fetch(`${base}/api/recruitment/prospects`, {
      headers: { cookie: voters[i]!.cookie },
    });
    const bytes = (await answer.arrayBuffer()).byteLength;
    if (!answer.ok) throw new Error(`an active's list answered ${answer.status}`);
    whole.push({ ms: performance.now() - began, kb: bytes / 1024 });
  }
  say(
    `    an active's list of the whole period (GET /api/recruitment/prospects, ${fmt(pipelineProspects)} prospects with their notes): ${whole.map((w) => fmt(w.ms)).join(', ')} ms, ${fmt(whole[0]!.kb / 1024, 1)} MB of JSON (shown, not budgeted)`,
  );

  // (c) The vote: 5 confirmed prospects, 60 actives each voting on one of them at once.
  const onBallot = (
    await db
      .selectFrom('prospects')
      .select('id')
      .where('id', 'in', fairIds)
      .orderBy('registeredAt')
      .limit(ballotProspects)
      .execute()
  ).map((row) => row.id);
  await db
    .updateTable('prospects')
    .set({ confirmedAt: new Date().toISOString() })
    .where('id', 'in', onBallot)
    .where('confirmedAt', 'is', null)
    .execute();
  const made = await fetch(`${base}/api/officer/recruitment/ballots`, {
    method: 'POST',
    headers: { ...json, cookie: chair },
    body: JSON.stringify({
      prospectIds: onBallot,
      closesAt: new Date(Date.now() + 3_600_000).toISOString(),
    }),
  });
  if (made.status !== 201) throw new Error(`the ballot was not opened (${made.status})`);
  const ballot = ((await made.json()) as { ballot: BallotView }).ballot;
  const choices = ['yes', 'yes', 'no', 'abstain'] as const;
  const votes = await Promise.all(
    voters.map(async (voter, i) => {
      const began = performance.now();
      const answer = await fetch(`${base}/api/recruitment/ballots/${ballot.id}/vote`, {
        method: 'POST',
        headers: { ...json, cookie: voter.cookie },
        body: JSON.stringify({
          prospectId: onBallot[i % onBallot.length],
          vote: choices[i % choices.length],
        }),
      });
      await answer.arrayBuffer();
      return { status: answer.status, ms: performance.now() - began };
    }),
  );
  const counted = votes.filter((vote) => vote.status === 200).length;
  const voteP99 = p99(votes.map((vote) => vote.ms));
  const closed = await fetch(`${base}/api/officer/recruitment/ballots/${ballot.id}/close`, {
    method: 'POST',
    headers: { cookie: chair },
  });
  if (!closed.ok) throw new Error(`the ballot was not closed (${closed.status})`);
  const results = (await (
    await fetch(`${base}/api/officer/recruitment/ballots/${ballot.id}`, {
      headers: { cookie: chair },
    })
  ).json()) as BallotResultsResponse;
  const cast = results.results.reduce((sum, row) => sum + row.cast, 0);
  say(
    `(c) a vote: ${actives} actives at once on a ballot of ${ballotProspects} (${results.ballot.eligible} electors): ${counted} answered 200, p99 ${fmt(voteP99)} ms; closed: ${cast} cast, turnout ${results.ballot.turnout} (goal p99 < ${recruitmentBudgets.voteP99Ms} ms, ${actives} cast) ${goal(
      counted === actives && cast === actives && voteP99 < recruitmentBudgets.voteP99Ms,
      `the vote: ${counted} of ${actives} answered 200, ${cast} cast, p99 ${fmt(voteP99)} ms`,
    )}`,
  );
}

/**
 * `ballots` of 25 of `prospectIds` each, closed, as a period's votes leave them: every one of
 * `electors` voted on each of its prospects (the voters' rows, and the counts).
 */
async function pastBallots(
  db: Db,
  periodId: string,
  prospectIds: readonly string[],
  electors: readonly string[],
) {
  const at = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < prospectIds.length; i += 25) {
      const ballotId = randomUUID();
      const onIt = prospectIds.slice(i, i + 25);
      await trx
        .insertInto('recruitmentBallots')
        .values({
          id: ballotId,
          periodId,
          openedBy: null,
          openedAt: at,
          closesAt: at,
          closedAt: at,
          eligible: electors.length,
        })
        .execute();
      await trx
        .insertInto('recruitmentBallotElectors')
        .values(electors.map((userId) => ({ ballotId, userId })))
        .execute();
      await trx
        .insertInto('recruitmentBallotTallies')
        .values(onIt.map((prospectId) => ({ ballotId, prospectId, yes: electors.length })))
        .execute();
      await inSlices(
        onIt.flatMap((prospectId) => electors.map((userId) => ({ ballotId, prospectId, userId }))),
        (slice) => trx.insertInto('recruitmentBallotVoters').values(slice).execute(),
      );
    }
  });
}

/**
 * The longest /readyz wait while `work` runs, asked every 25 ms (each after the last answered) from
 * a server's spawn on: refusals before its first answer are its start, not a wait.
 */
async function readyzFromStart<T>(base: string, work: Promise<T>) {
  const state = { finished: false };
  const settled = work.then(
    () => (state.finished = true),
    () => (state.finished = true),
  );
  let slowest = 0;
  let polls = 0;
  let failed = 0;
  let listening = false;
  while (!state.finished) {
    const began = performance.now();
    try {
      const answer = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(30_000) });
      await answer.arrayBuffer();
      if (listening && !answer.ok) failed++;
      listening ||= answer.ok;
    } catch {
      if (listening) failed++;
    }
    const ms = performance.now() - began;
    if (listening) {
      slowest = Math.max(slowest, ms);
      polls++;
    }
    await Promise.race([
      new Promise((resolve) => setTimeout(resolve, Math.max(0, 25 - ms))),
      settled,
    ]);
  }
  return { result: await work, slowest, polls, failed };
}

/**
 * (d) A database of its own holding a period past its deletion day with 2,000 prospects; the
 * server started on it deletes them beside /readyz.
 */
async function deletion(port: number, goal: Check): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chapter-recruitment-deletion-'));
  const base = `http://127.0.0.1:${port}`;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const today = chapterToday(timeZone);
    const periodId = randomUUID();
    let chair: string;
    {
      const { db, close } = openDatabase({ sqliteFile: sqliteFileIn(dataDir) });
      try {
        await migrateToLatest(db, 'sqlite');
        [chair] = (await recruitmentOfficers(db, 1, today)) as [string];
        const brothers = await activesWithSessions(db, pastElectors, today);
        const at = new Date().toISOString();
        // Closed 40 days ago and kept 30 days: its deletion day was 9 days ago.
        await db
          .insertInto('recruitmentPeriods')
          .values({
            id: periodId,
            name: 'Budget rush past its days',
            opensOn: addDays(today, -70),
            closesOn: addDays(today, -40),
            deleteAfterDays: 30,
            stages: JSON.stringify(defaultStages),
            quorumPercent: 50,
            thresholdPercent: 67,
            vetoes: 0,
            createdAt: at,
            updatedAt: at,
          })
          .execute();
        const ids = await writeProspects(db, {
          periodId,
          count: deletedProspects,
          label: 'past',
          authors: brothers.map((brother) => brother.id),
          eventId: await rushEvent(db, addDays(today, -50), 'Budget rush: the barbecue'),
          linksAndEmails: true,
        });
        await pastBallots(
          db,
          periodId,
          ids.slice(0, pastVotedOn),
          brothers.map((brother) => brother.id),
        );
      } finally {
        await close();
      }
    }
    const starting = performance.now();
    const startedAt = Date.now();
    let loggedAt = '';
    const deleted = async () => {
      let count = 0;
      await waitUntil(
        async () => {
          const answer = await fetch(`${base}/api/officer/recruitment/deletions`, {
            headers: { cookie: chair },
          });
          if (!answer.ok) return false;
          const log = (await answer.json()) as DeletionsResponse;
          const entries = log.deletions.filter((entry) => entry.periodId === periodId);
          count = entries.reduce((sum, entry) => sum + entry.count, 0);
          loggedAt = entries[0]?.at ?? '';
          return count >= deletedProspects;
        },
        'the deletion',
        { timeoutMs: 30_000, everyMs: 50 },
      );
      return { count, ms: performance.now() - starting };
    };
    // The job starts while the server gets ready: /readyz is asked from the spawn on.
    let readyMs = 0;
    const polled = await readyzFromStart(
      base,
      (async () => {
        server = await startServer(dataDir, port, { OFFICER_TWO_FACTOR: 'optional' });
        readyMs = performance.now() - starting;
        return deleted();
      })(),
    );
    const { db, close } = openDatabase({ sqliteFile: sqliteFileIn(dataDir) });
    let left: number;
    try {
      left = Number(
        (
          await db
            .selectFrom('prospects')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('periodId', '=', periodId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    } finally {
      await close();
    }
    const { count, ms } = polled.result;
    const loggedMs = Date.parse(loggedAt) - startedAt;
    say(
      `(d) the deletion: a period past its day with ${fmt(deletedProspects)} prospects (2 notes, a check-in, 2 links and an email each; ${pastVotedOn} of them on ballots of ${pastElectors} voters); the server ready in ${seconds(readyMs)}, the deletion logged ${seconds(loggedMs)} after its start (${fmt(count)} deleted; read at ${seconds(ms)}), ${left} left; /readyz slowest ${fmt(polled.slowest)} ms over ${polled.polls} polls from the first it answered, ${polled.failed} failed (goal < ${recruitmentBudgets.deletionMs / 1000} s, /readyz < ${recruitmentBudgets.readyzMs} ms) ${goal(
        count === deletedProspects &&
          left === 0 &&
          ms < recruitmentBudgets.deletionMs &&
          polled.slowest < recruitmentBudgets.readyzMs &&
          polled.failed === 0,
        `the deletion: ${count} logged, ${left} left, ${seconds(ms)}, /readyz ${fmt(polled.slowest)} ms`,
      )}`,
    );
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The recruitment budgets, on servers of its own on `port` and `port + 1`. Never throws: a failure
 * is a budget missed, said in one line.
 */
export async function measureRecruitment(check: Check, { port }: { port: number }): Promise<void> {
  const goal: Check = (ok, message) => check(ok, `recruitment: ${message}`);
  const started = performance.now();
  console.log('\nRecruitment (scripts/budget-recruitment.ts; docs/performance.md#recruitment):');
  const stopped = (error: unknown) => {
    const why = (error as Error).message.split('\n')[0];
    say(`the recruitment budget stopped: ${why}`);
    goal(false, `stopped: ${why}`);
  };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chapter-recruitment-'));
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let database: ReturnType<typeof openDatabase> | undefined;
  try {
    // Officers' sessions are written into the database: none signs in with a second factor.
    server = await startServer(dataDir, port, { OFFICER_TWO_FACTOR: 'optional' });
    // The server's own database, written beside it (it sees another writer's changes).
    database = openDatabase({ sqliteFile: sqliteFileIn(dataDir) });
    await fairPipelineAndVote(`http://127.0.0.1:${port}`, database.db, goal, started);
  } catch (error) {
    stopped(error);
  } finally {
    await server?.stop();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  try {
    await deletion(port + 1, goal);
  } catch (error) {
    stopped(error);
  }
  const tookMs = performance.now() - started;
  say(
    `the recruitment budget took ${seconds(tookMs)} (goal < ${recruitmentBudgets.totalMs / 1000} s) ${goal(tookMs < recruitmentBudgets.totalMs, `it took ${seconds(tookMs)}`)}`,
  );
}

// Alone: `node scripts/budget-recruitment.ts [--port 4860]` (needs `npm run build`).
if (import.meta.main) {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '4860' } } });
  const failures: string[] = [];
  const check: Check = (ok, message) => {
    if (!ok) failures.push(message);
    return ok ? 'ok' : 'OVER';
  };
  await measureRecruitment(check, { port: Number(values.port) });
  if (failures.length) {
    console.error(`\nBudget missed:\n  - ${failures.join('\n  - ')}`);
    process.exit(1);
  }
  console.log('\nAll recruitment budgets met.');
}
