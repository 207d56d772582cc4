// The offices' rules as a property, on SQLite and PostgreSQL: 200 random sequences (seeded, so a
// failure names the seed that reproduces it) of position and term writes through the API, each
// by a random officer, and after every step what must hold on every day from today
// (docs/product.md#terms-and-seats-hold-on-every-day), checked here by plain day-by-day counting,
// independently of the server's own rules: somebody can manage accounts, no position has more
// holders than seats (nor one person two of its seats), no officer's own write widened his own
// access, and no alumnus (outside a position open to alumni) nor disabled account holds an office.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas as allAreas, type Area } from '../../../../contract/api/officer.ts';
import { addDays } from '../../../../contract/terms.ts';
import {
  asOfficer,
  createOfficer,
  createSignedInAccount,
  type Account,
} from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { seededRandom, type SeededRandom } from '../../../test/random.ts';
import { chapterToday, refreshOffices } from '../../../core/offices/office.ts';

const sequences = 200;
const stepsPerSequence = 6;
/** Every day a sequence's terms can start or end lies before this many days from today. */
const horizonDays = 200;

interface Row {
  id: string;
  positionId: string;
  userId: string;
  startsOn: string;
  endsOn: string | null;
}

let t: TestApp;
let officers: Account[];
let people: { id: string; kind: 'member' | 'alumnus' | 'disabled' | 'officer' }[];
let today: string;
let baseline: { positions: unknown[]; terms: unknown[] };

beforeAll(async () => {
  t = await createTestApp();
  today = chapterToday(t.app.content.chapter.timeZone);
  officers = [
    await createOfficer(t, allAreas, { name: 'Ann Chief' }),
    await createOfficer(t, ['accounts'], { name: 'Ben Accounts' }),
    await createOfficer(t, ['accounts', 'calendar'], { name: 'Cal Accounts' }),
    await createOfficer(t, ['standing'], { name: 'Dan Standing' }),
  ];
  const members = [
    await createSignedInAccount(t, { name: 'Eve Member' }),
    await createSignedInAccount(t, { name: 'Fay Member' }),
  ];
  const alumnus = await createSignedInAccount(t, { name: 'Gus Alumnus', role: 'alumni' });
  const disabled = await createSignedInAccount(t, { name: 'Hal Disabled' });
  await t.app.db
    .updateTable('users')
    .set({ disabledAt: new Date().toISOString() })
    .where('id', '=', disabled.id)
    .execute();
  people = [
    ...officers.map((officer) => ({ id: officer.id, kind: 'officer' as const })),
    ...members.map((member) => ({ id: member.id, kind: 'member' as const })),
    { id: alumnus.id, kind: 'alumnus' },
    { id: disabled.id, kind: 'disabled' },
  ];
  baseline = {
    positions: await t.app.db.selectFrom('positions').selectAll().execute(),
    terms: await t.app.db.selectFrom('terms').selectAll().execute(),
  };
});
afterAll(async () => t.close());

/** Back to the four officers' own offices, before each sequence. */
async function reset() {
  await t.app.db.deleteFrom('terms').execute();
  await t.app.db.deleteFrom('positions').execute();
  await t.app.db
    .insertInto('positions')
    .values(baseline.positions as never)
    .execute();
  await t.app.db
    .insertInto('terms')
    .values(baseline.terms as never)
    .execute();
  await refreshOffices(
    t.app.db,
    people.map((person) => person.id),
    today,
  );
}

async function state() {
  const positions = await t.app.db
    .selectFrom('positions')
    .select(['id', 'title', 'areas', 'seats', 'alumniMayHold'])
    .execute();
  const terms: Row[] = await t.app.db
    .selectFrom('terms')
    .select(['id', 'positionId', 'userId', 'startsOn', 'endsOn'])
    .execute();
  return { positions, terms };
}
type State = Awaited<ReturnType<typeof state>>;

const holds = (term: Row, day: string) =>
  term.startsOn <= day && (term.endsOn === null || day < term.endsOn);
const areasOf = (s: State, positionId: string): Area[] => {
  const stored = s.positions.find((position) => position.id === positionId)?.areas ?? '';
  return stored ? (stored.split(',') as Area[]) : [];
};

/** What `userId` holds or previews (an elect, 14 days ahead) on `day`. */
function access(s: State, userId: string, day: string): Set<Area> {
  const got = new Set<Area>();
  for (const term of s.terms.filter((row) => row.userId === userId))
    if (holds(term, day) || (day < term.startsOn && day >= addDays(term.startsOn, -14)))
      for (const area of areasOf(s, term.positionId)) got.add(area);
  return got;
}

/** Everything wrong with `s` on the days from today, in words (empty: all holds). */
const kindOf = (id: string) => people.find((person) => person.id === id)?.kind;

function broken(s: State, before: State, actorId: string): string[] {
  const wrong: string[] = [];
  for (let n = 0; n < horizonDays; n += 1) {
    const day = addDays(today, n);
    const held = s.terms.filter((term) => holds(term, day));
    const managers = held.filter(
      (term) =>
        areasOf(s, term.positionId).includes('accounts') && kindOf(term.userId) !== 'disabled',
    );
    if (managers.length === 0) wrong.push(`nobody with accounts on ${day}`);
    for (const position of s.positions) {
      const seated = held.filter((term) => term.positionId === position.id);
      if (seated.length > position.seats) wrong.push(`${position.title} over its seats on ${day}`);
      if (new Set(seated.map((term) => term.userId)).size < seated.length)
        wrong.push(`one person twice in ${position.title} on ${day}`);
      for (const term of seated) {
        const kind = kindOf(term.userId);
        if (kind === 'disabled') wrong.push(`a disabled account holds ${position.title} on ${day}`);
        if (kind === 'alumnus' && position.alumniMayHold !== 1)
          wrong.push(`an alumnus holds ${position.title} on ${day}`);
      }
    }
    const was = access(before, actorId, day);
    for (const area of access(s, actorId, day))
      if (!was.has(area)) wrong.push(`the officer gave himself ${area} on ${day}`);
    if (wrong.length) break;
  }
  return wrong;
}

/** One random write by `actor`, as a person could send it. */
function randomWrite(r: SeededRandom, s: State) {
  const position = s.positions.length ? r.pick(s.positions) : undefined;
  const term = s.terms.length ? r.pick(s.terms) : undefined;
  const day = () => addDays(today, r.int(-10, 79));
  const someAreas = () => allAreas.filter(() => r.chance(0.3));
  switch (r.int(0, 5)) {
    case 0:
      return {
        method: 'POST' as const,
        url: '/api/officer/positions',
        body: {
          title: `Office ${r.int(0, 999_999)}`,
          areas: someAreas(),
          seats: r.int(1, 2),
          alumniMayHold: r.chance(0.3),
        },
      };
    case 1:
      return position
        ? {
            method: 'PUT' as const,
            url: `/api/officer/positions/${position.id}`,
            body: {
              title: position.title,
              areas: someAreas(),
              seats: r.int(1, 3),
              alumniMayHold: r.chance(0.5),
            },
          }
        : null;
    case 2:
    case 3: {
      if (!position) return null;
      const startsOn = day();
      const others = s.terms.filter((other) => other.positionId === position.id);
      return {
        method: 'POST' as const,
        url: '/api/officer/terms',
        body: {
          positionId: position.id,
          userId: r.pick(people).id,
          startsOn,
          ...(r.chance(0.4) ? { endsOn: addDays(startsOn, r.int(1, 80)) } : {}),
          ...(others.length && r.chance(0.5) ? { replaces: r.pick(others).id } : {}),
        },
      };
    }
    case 4:
      return term
        ? {
            method: 'PATCH' as const,
            url: `/api/officer/terms/${term.id}`,
            body: { endsOn: r.chance(0.3) ? null : day() },
          }
        : null;
    default:
      return term
        ? { method: 'DELETE' as const, url: `/api/officer/terms/${term.id}`, body: undefined }
        : null;
  }
}

describe('the offices under random writes', () => {
  it(`keep every rule on every day through ${sequences} seeded sequences of ${stepsPerSequence} writes`, async () => {
    let accepted = 0;
    for (let seed = 1; seed <= sequences; seed += 1) {
      await reset();
      const r = seededRandom(seed);
      let before = await state();
      for (let step = 0; step < stepsPerSequence; step += 1) {
        const write = randomWrite(r, before);
        const actor = r.pick(officers);
        if (!write) continue;
        const answer = await asOfficer(t, actor, write.method, write.url, write.body);
        // The seed and step in the comparison say how to reproduce a failure.
        const where = { seed, step, write: `${write.method} ${write.url}` };
        expect({ ...where, failed: answer.statusCode >= 500 }).toEqual({ ...where, failed: false });
        if (answer.statusCode < 300) accepted += 1;
        const after = await state();
        const wrong = broken(after, before, actor.id);
        expect({ ...where, wrong }).toEqual({ ...where, wrong: [] });
        before = after;
      }
    }
    // The sequences do make changes, not only refusals.
    expect(accepted).toBeGreaterThan(sequences);
  }, 180_000);
});
