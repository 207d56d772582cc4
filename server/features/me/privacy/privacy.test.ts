// Privacy (docs/product.md#privacy, docs/product.md#alumni-directory; docs/api.md), on
// SQLite and PostgreSQL: every field × every audience its owner chooses × every viewer, on the
// alumni directory (an alumnus's card), the active directory (an active's card) and the public
// board (a visitor) — a hidden value is in no byte of the answer, not only missing from its key;
// the filters find only what the viewer may see; a person's choices within the chapter's limits
// (400 naming the field, nothing changed); the chapter's defaults and limits (area `accounts`,
// audited; a default follows those who never chose, a limit narrows every wider choice while it
// lasts); the profile's new fields, plain text.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { alumniDirectoryResponse } from '../../../../contract/api/privacy.ts';
import {
  audiences,
  privacyFields,
  productPrivacyRules,
  publicFields,
  type Audience,
  type PrivacyField,
} from '../../../../contract/privacy.ts';
import {
  createSignedInAccount,
  giveOffice,
  nextClient,
  type Account,
} from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { nextDay } from '../../../../contract/event-dates.ts';
import { chapterToday } from '../../../core/offices/office.ts';
import { insertMedia } from '../../../core/media/repository.ts';
import { savePrivacyRules } from '../../../core/privacy/repository.ts';
import { findUserById, updateUser } from '../../../core/users/repository.ts';

let t: TestApp;
/**
 * The viewers: an alumnus (chapter), an active (members), a new member not yet initiated (the
 * chapter), officers with and without `accounts`.
 */
let alumnus: Account;
let member: Account;
let newMember: Account;
let officer: Account;
let calendarOfficer: Account;
/** The owners of the matrix: an alumnus (alumni directory) and an active on the board. */
let alumniOwner: Account;
let activeOwner: Account;

type Method = 'GET' | 'PUT' | 'POST';
type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;

/** A call as `who` (null: a visitor), the body uncompressed so that its bytes can be searched. */
function call(who: Account | null, method: Method, url: string, body?: unknown): Promise<Answer> {
  return t.app.inject({
    method,
    url,
    remoteAddress: nextClient(),
    headers: {
      'accept-encoding': 'identity',
      ...(who ? { cookie: who.cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

/** The answer, once it is a 200 (a failure shows the body, to tell why not). */
async function ok(answer: Promise<Answer>): Promise<Answer> {
  const response = await answer;
  expect({ status: response.statusCode, body: response.body }).toMatchObject({ status: 200 });
  return response;
}

/** A refusal: its status and the field it names. */
const refusal = async (answer: Promise<Answer>) => {
  const response = await answer;
  return { status: response.statusCode, field: response.json().field as string | undefined };
};

/** Each request sent in turn, with the status and field of its answer (one list to compare). */
async function answersTo<T>(requests: readonly T[], send: (request: T) => Promise<Answer>) {
  const answers = [];
  for (const request of requests) answers.push({ request, ...(await refusal(send(request))) });
  return answers;
}
/** What `answersTo` gives when each is refused naming its field (undefined: any or none). */
const refusedNaming = <T>(cases: readonly (readonly [T, string | undefined])[]) =>
  cases.map(([request, field]) => ({ request, status: 400, ...(field ? { field } : {}) }));

const myPrivacy = async (who: Account) =>
  (await ok(call(who, 'GET', '/api/me/privacy'))).json().fields as Record<
    PrivacyField,
    { audience: Audience; widest: Audience; default: Audience; chosen: boolean }
  >;
const choose = (who: Account, choices: unknown) => call(who, 'PUT', '/api/me/privacy', choices);
const setRules = (who: Account | null, fields: Record<string, unknown>) =>
  call(who, 'PUT', '/api/officer/privacy', { fields });
/** The alumni directory as `who` gets it; its answer is the schema's, to the key. */
async function alumniDirectory(who: Account, query = '') {
  const answer = await ok(call(who, 'GET', `/api/alumni/directory${query}`));
  expect(alumniDirectoryResponse.parse(answer.json())).toEqual(answer.json());
  return answer;
}
const found = async (who: Account, query: string, person: Account) =>
  ((await alumniDirectory(who, query)).json().alumni as { id: string }[]).some(
    (card) => card.id === person.id,
  );
/**
 * The Executive Board's page, as a visitor without JavaScript gets it: read again first (it would
 * follow within its poll of the accounts data, server/plugins/content.ts; not waited for here).
 */
const boardPage = async () => {
  await t.app.liveContent.refresh();
  const response = await t.app.inject({
    url: '/members/exec',
    headers: { 'accept-encoding': 'identity' },
  });
  return response.body;
};
const auditEntries = async () =>
  (
    await ok(call(officer, 'GET', '/api/officer/audit?action=privacy%20rules%20changed&limit=100'))
  ).json().entries as {
    actorId: string;
    details: { changes: Record<string, { from: unknown; to: unknown }> };
  }[];
/** Whether `viewer` gets the city of the one who never chose and of the one who chose. */
const cityFor = async (viewer: Account) => {
  const body = (await alumniDirectory(viewer)).body;
  return { never: body.includes('Brackenford'), chose: body.includes('Saltmarsh Reach') };
};
const updateProfile = (who: Account, body: Record<string, unknown>) =>
  call(who, 'PUT', '/api/auth/update-profile', body);

/** Each field's value for an owner, and what proves it is in an answer (its text, or its key). */
interface Details {
  values: Record<PrivacyField, string | boolean>;
  needles: Record<PrivacyField, string>;
}

function details(
  picture: string,
  values: Omit<Record<PrivacyField, string | boolean>, 'profilePicture'>,
): Details {
  const all = { profilePicture: `/media/${picture}`, ...values };
  return {
    values: all,
    // A yes/no is found by its key (nobody else in these answers has one); a text by itself.
    needles: Object.fromEntries(
      privacyFields.map((field) => [
        field,
        field === 'profilePicture'
          ? picture
          : typeof all[field] === 'boolean'
            ? `"${field}"`
            : (all[field] as string),
      ]),
    ) as Record<PrivacyField, string>,
  };
}

const alumniPicture = randomUUID();
const activePicture = randomUUID();
const alumniDetails = details(alumniPicture, {
  bio: 'Restores tall ships on weekends',
  linkedin: 'https://www.linkedin.com/in/thaddeus-wren-9c1',
  major: 'Maritime Cartography',
  phone: '+1 555 010 0142',
  city: 'Quillhaven',
  employer: 'Brightwater Lantern Works',
  industry: 'Transportation and logistics',
  mentoring: true,
  hiring: false,
});
const activeDetails = details(activePicture, {
  bio: 'Plays the bagpipes at dawn',
  linkedin: 'https://www.linkedin.com/in/ansel-brandt-4f2',
  major: 'Glassblowing Studies',
  phone: '+1 555 010 0177',
  city: 'Marrowgate',
  employer: 'Tinder and Flint Outfitters',
  industry: 'Agriculture',
  mentoring: false,
  hiring: true,
});

const yesNo = (value: string | boolean) => (value ? 1 : 0);

/** Writes an owner's details straight into his row (the profile's API is tested below). */
async function fill(owner: Account, picture: string, { values }: Details) {
  await insertMedia(t.app.db, {
    id: picture,
    ownerId: owner.id,
    contentType: 'image/webp',
    bytes: new Uint8Array([1]),
    width: 384,
    height: 512,
    attachedAt: new Date().toISOString(),
  });
  await updateUser(t.app.db, owner.id, {
    profilePicture: values.profilePicture as string,
    bio: values.bio as string,
    linkedin: values.linkedin as string,
    major: values.major as string,
    phone: values.phone as string,
    city: values.city as string,
    employer: values.employer as string,
    industry: values.industry as string,
    mentoring: yesNo(values.mentoring),
    hiring: yesNo(values.hiring),
    graduationYear: 2011,
  });
}

/** The audiences each viewer is in (written out here, not taken from the rules under test). */
const reaches: Record<'public' | 'chapter' | 'members' | 'officers', readonly Audience[]> = {
  public: ['public'],
  chapter: ['public', 'chapter'],
  members: ['public', 'chapter', 'members'],
  officers: ['public', 'chapter', 'members', 'officers'],
};

async function created(answer: Promise<Answer>): Promise<Answer> {
  const response = await answer;
  if (response.statusCode !== 201) throw new Error(`${response.statusCode}: ${response.body}`);
  return response;
}

beforeAll(async () => {
  t = await createTestApp();
  [alumnus, member, officer, calendarOfficer, alumniOwner, activeOwner] = await Promise.all([
    createSignedInAccount(t, { role: 'alumni', name: 'Vera Viewer' }),
    createSignedInAccount(t, { name: 'Max Member' }),
    createSignedInAccount(t, { name: 'Otto Accounts' }),
    createSignedInAccount(t, { name: 'Cal Calendar' }),
    createSignedInAccount(t, { role: 'alumni', name: 'Thaddeus Wren' }),
    createSignedInAccount(t, { name: 'Ansel Brandt' }),
  ]);
  await giveOffice(t, officer.id, ['accounts']);
  await giveOffice(t, calendarOfficer.id, ['calendar']);
  // Actives are initiated; a new account is a new member (docs/product.md#standing).
  newMember = await createSignedInAccount(t, { name: 'Nico Newmember' });
  for (const active of [member, calendarOfficer])
    await updateUser(t.app.db, active.id, { initiatedOn: '2020-01-01' });
  await fill(alumniOwner, alumniPicture, alumniDetails);
  await fill(activeOwner, activePicture, activeDetails);
  // The active owner holds a board seat: the board (public) shows what he lets the public see.
  const position = await created(
    call(officer, 'POST', '/api/officer/positions', { title: 'Keeper of Lanterns', board: true }),
  );
  await created(
    call(officer, 'POST', '/api/officer/terms', {
      positionId: position.json().position.id,
      userId: activeOwner.id,
      startsOn: chapterToday(t.app.content.chapter.timeZone),
    }),
  );
});
afterAll(async () => t.close());
// Each test starts from the product's rules (as a chapter that never set its own).
beforeEach(async () => savePrivacyRules(t.app.db, productPrivacyRules));

/** The fields a directory of actives gives as null when hidden (the rest it leaves out). */
const legacyFields: ReadonlySet<PrivacyField> = new Set(['profilePicture', 'linkedin', 'major']);
/** The fields the board shows (to everyone: only what its holder shows to the public). */
const boardFields: ReadonlySet<PrivacyField> = new Set(['profilePicture', 'bio', 'linkedin']);

/** An object of every privacy field. */
const everyField = (value: (field: PrivacyField) => unknown) =>
  Object.fromEntries(privacyFields.map((field) => [field, value(field)]));

/** What a viewer got of a field: its value on the card ("absent": no key); its bytes anywhere. */
const seen = (
  card: Record<string, unknown> | undefined,
  body: string,
  needle: string,
  field: PrivacyField,
) => ({ value: card && field in card ? card[field] : 'absent', inAnswer: body.includes(needle) });

describe('the privacy matrix', () => {
  it('shows each field to exactly the audiences its owner chose, on both directories and the board', async () => {
    const viewers = [
      { who: alumnus, as: 'chapter' },
      { who: member, as: 'members' },
      { who: officer, as: 'officers' },
      { who: calendarOfficer, as: 'members' },
      { who: newMember, as: 'chapter' },
    ] as const;
    // A field the public may never see cannot be shown to it: refused, named, nothing changed.
    const allPublic = Object.fromEntries(privacyFields.map((field) => [field, 'public']));
    for (const owner of [alumniOwner, activeOwner]) {
      const before = await myPrivacy(owner);
      expect(await refusal(choose(owner, allPublic))).toEqual({ status: 400, field: 'major' });
      expect(await myPrivacy(owner)).toEqual(before);
    }

    for (const audience of audiences) {
      // One choice for every field; a field the public may never see stays at the chapter.
      const effective = Object.fromEntries(
        privacyFields.map((field) => [
          field,
          audience === 'public' && !publicFields.includes(field) ? 'chapter' : audience,
        ]),
      ) as Record<PrivacyField, Audience>;
      for (const owner of [alumniOwner, activeOwner]) {
        const chosen = (await ok(choose(owner, effective))).json().fields;
        // The owner sees his own choices (and no one else's: there is no id to ask with).
        const mine = { audience, answer: chosen, read: await myPrivacy(owner) };
        const his = everyField((field) => ({ audience: effective[field], chosen: true }));
        expect(mine).toMatchObject({ audience, answer: his, read: his });
      }

      for (const { who, as } of viewers) {
        const alumni = await alumniDirectory(who);
        const actives = await ok(call(who, 'GET', '/api/auth/members'));
        const card = alumni.json().alumni.find((c: { id: string }) => c.id === alumniOwner.id);
        const active = actives.json().members.find((c: { id: string }) => c.id === activeOwner.id);
        const shown = (field: PrivacyField) => reaches[as].includes(effective[field]);
        expect({
          audience,
          viewer: who.name,
          alumnus: { name: card?.name, graduationYear: card?.graduationYear },
          active: { name: active?.name, role: active?.role },
          fields: everyField((field) => ({
            alumni: seen(card, alumni.body, alumniDetails.needles[field], field),
            actives: seen(active, actives.body, activeDetails.needles[field], field),
          })),
        }).toEqual({
          audience,
          viewer: who.name,
          alumnus: { name: 'Thaddeus Wren', graduationYear: 2011 },
          active: { name: 'Ansel Brandt', role: 'Keeper of Lanterns' },
          fields: everyField((field) => ({
            alumni: {
              value: shown(field) ? alumniDetails.values[field] : 'absent',
              inAnswer: shown(field),
            },
            actives: {
              value: shown(field)
                ? activeDetails.values[field]
                : legacyFields.has(field)
                  ? null
                  : 'absent',
              inAnswer: shown(field),
            },
          })),
        });
      }

      // A visitor: no directory, and the board shows only what its holder shows to everyone.
      const board = await ok(call(null, 'GET', '/api/board'));
      const seat = board.json().board.find((s: { name: string }) => s.name === 'Ansel Brandt');
      const toPublic = (field: PrivacyField) => effective[field] === 'public';
      expect({
        audience,
        seat,
        inAnswer: everyField((field) => board.body.includes(activeDetails.needles[field])),
      }).toMatchObject({
        audience,
        seat: {
          title: 'Keeper of Lanterns',
          picture: toPublic('profilePicture') ? `/media/${activePicture}` : null,
          bio: toPublic('bio') ? activeDetails.values.bio : null,
          linkedin: toPublic('linkedin') ? activeDetails.values.linkedin : null,
        },
        inAnswer: everyField((field) => toPublic(field) && boardFields.has(field)),
      });
    }
  });

  it('keeps off the board and its page what a board officer shows to the chapter only', async () => {
    await ok(choose(activeOwner, { profilePicture: 'public', bio: 'public', linkedin: 'public' }));
    expect(await boardPage()).toContain(activeDetails.values.bio);
    await ok(choose(activeOwner, { bio: 'chapter' }));
    const board = await ok(call(null, 'GET', '/api/board'));
    expect(board.json().board).toContainEqual(
      expect.objectContaining({
        name: 'Ansel Brandt',
        bio: null,
        linkedin: activeDetails.values.linkedin,
      }),
    );
    expect(board.body).not.toContain(activeDetails.values.bio);
    const page = await boardPage();
    expect(page).not.toContain(activeDetails.values.bio);
    expect(page).toContain('Ansel Brandt');
    expect(page).toContain(activePicture);
    expect(
      privacyFields.filter(
        (field) => !boardFields.has(field) && page.includes(activeDetails.needles[field]),
      ),
    ).toEqual([]);
  });

  it('answers visitors 401 on both directories, and members and alumni 200 on the alumni one', async () => {
    const visitor = [];
    for (const url of ['/api/alumni/directory', '/api/auth/members', '/api/me/privacy'])
      visitor.push([url, (await call(null, 'GET', url)).statusCode]);
    visitor.push(['PUT', (await call(null, 'PUT', '/api/me/privacy', { phone: 'me' })).statusCode]);
    expect(visitor).toEqual([
      ['/api/alumni/directory', 401],
      ['/api/auth/members', 401],
      ['/api/me/privacy', 401],
      ['PUT', 401],
    ]);
    for (const who of [alumnus, member, calendarOfficer, officer]) {
      const answer = await alumniDirectory(who);
      expect(answer.json()).toMatchObject({ page: 1, pageSize: 24 });
      expect(answer.headers['cache-control']).toBe('private, no-cache');
    }
    const bad = ['?class=abc', '?industry=Piracy', '?mentoring=maybe', '?page=0'];
    const answers = [];
    for (const query of bad)
      answers.push((await call(alumnus, 'GET', `/api/alumni/directory${query}`)).statusCode);
    expect(answers).toEqual(bad.map(() => 400));
  });
});

describe('the alumni directory filters', () => {
  it('find a person only by what the viewer may see of him', async () => {
    const hidden = await createSignedInAccount(t, { role: 'alumni', name: 'Hollis Tarrant' });
    await updateUser(t.app.db, hidden.id, {
      city: 'Vexmoor',
      employer: 'Obsidian Ferry Company',
      industry: 'Energy',
      mentoring: 1,
      hiring: 1,
      graduationYear: 1987,
    });
    await ok(
      choose(hidden, {
        city: 'officers',
        employer: 'members',
        industry: 'officers',
        mentoring: 'me',
        hiring: 'chapter',
      }),
    );
    const expectations: [Account, string, boolean][] = [
      // An alumnus sees his name, class and hiring only.
      [alumnus, '?city=vexmoor', false],
      [alumnus, '?q=vexmoor', false],
      [alumnus, '?q=obsidian', false],
      [alumnus, '?industry=Energy', false],
      [alumnus, '?mentoring=true', false],
      [alumnus, '?q=hollis', true],
      [alumnus, '?class=1987', true],
      [alumnus, '?hiring=true&class=1987', true],
      // An active sees the employer too; an officer without `accounts` is an active here.
      [member, '?q=obsidian', true],
      [member, '?city=vexmoor', false],
      [member, '?q=vexmoor', false],
      [member, '?industry=Energy', false],
      [calendarOfficer, '?q=obsidian', true],
      [calendarOfficer, '?city=Vexmoor', false],
      [calendarOfficer, '?q=energy', false],
      // The officers who look after accounts see what is shown to officers, never what is his own.
      [officer, '?city=vexmoor', true],
      [officer, '?q=vexmoor%20obsidian', true],
      [officer, '?industry=Energy', true],
      [officer, '?mentoring=true&class=1987', false],
    ];
    const results = [];
    for (const [who, query] of expectations)
      results.push([who.name, query, await found(who, query, hidden)]);
    expect(results).toEqual(expectations.map(([who, query, shown]) => [who.name, query, shown]));
    const asAlumnus = await alumniDirectory(alumnus, '?class=1987');
    expect(asAlumnus.json().alumni).toEqual([
      { id: hidden.id, name: 'Hollis Tarrant', graduationYear: 1987, hiring: true },
    ]);
    expect(
      ['Vexmoor', 'Obsidian', 'Energy', '"mentoring"'].filter((text) =>
        asAlumnus.body.includes(text),
      ),
    ).toEqual([]);

    // Widening his city to the chapter makes him findable by it at once.
    await ok(choose(hidden, { city: 'chapter' }));
    expect(await found(alumnus, '?city=vexmoor', hidden)).toBe(true);
    expect(await found(alumnus, '?q=VEXMOOR', hidden)).toBe(true);
  });
});

describe('his own choices (/api/me/privacy)', () => {
  it('refuses what is wider than allowed, unknown or not an audience, naming the field and changing nothing', async () => {
    const owner = await createSignedInAccount(t, { role: 'alumni' });
    await ok(choose(owner, { city: 'members' }));
    const before = await myPrivacy(owner);
    expect(before.phone).toEqual({
      audience: 'members',
      widest: 'chapter',
      default: 'members',
      chosen: false,
    });
    const refusals: [Record<string, unknown>, string][] = [
      [{ phone: 'public' }, 'phone'],
      [{ city: 'me', phone: 'public' }, 'phone'],
      [{ major: 'public', city: 'officers' }, 'major'],
      [{ phone: 'everyone' }, 'phone'],
      [{ phone: 'Members' }, 'phone'],
      [{ phone: 3 }, 'phone'],
      [{ phone: ['me'] }, 'phone'],
    ];
    expect(
      await answersTo(
        refusals.map(([body]) => body),
        (body) => choose(owner, body),
      ),
    ).toEqual(refusedNaming(refusals));
    // An unknown field (which one it names: the next test), or not an object of fields at all.
    const shapes = [
      { shoeSize: 'me' },
      { city: 'me', shoeSize: 'me' },
      { userId: member.id, city: 'chapter' },
      ['me'],
      'me',
      null,
    ];
    expect(await answersTo(shapes, (body) => choose(owner, body))).toMatchObject(
      refusedNaming(shapes.map((body) => [body, undefined])),
    );
    expect(await myPrivacy(owner)).toEqual(before);
  });

  it('names the unknown field it refuses', async () => {
    const owner = await createSignedInAccount(t, { role: 'alumni' });
    const unknown: [Record<string, unknown>, string][] = [
      [{ shoeSize: 'me' }, 'shoeSize'],
      [{ city: 'me', shoeSize: 'me' }, 'shoeSize'],
      [{ userId: member.id }, 'userId'],
    ];
    expect(
      await answersTo(
        unknown.map(([body]) => body),
        (body) => choose(owner, body),
      ),
    ).toEqual(refusedNaming(unknown));
  });

  it('gives a field back to the chapter with null, and then follows the chapter’s default', async () => {
    const owner = await createSignedInAccount(t, { role: 'alumni' });
    expect((await ok(choose(owner, { phone: 'me' }))).json().fields.phone).toMatchObject({
      audience: 'me',
      chosen: true,
    });
    const reset = (await ok(choose(owner, { phone: null }))).json().fields.phone;
    expect(reset).toEqual({
      audience: 'members',
      widest: 'chapter',
      default: 'members',
      chosen: false,
    });
    await ok(setRules(officer, { phone: { default: 'officers', widest: 'chapter' } }));
    expect((await myPrivacy(owner)).phone).toEqual({
      audience: 'officers',
      widest: 'chapter',
      default: 'officers',
      chosen: false,
    });
  });

  it('is only ever his own: another person’s choices cannot be read or changed', async () => {
    const [one, other] = await Promise.all([
      createSignedInAccount(t, { role: 'alumni' }),
      createSignedInAccount(t),
    ]);
    await ok(choose(other, { city: 'me', phone: 'officers' }));
    const others = await myPrivacy(other);
    for (const url of [`/api/me/privacy?userId=${other.id}`, `/api/me/privacy?id=${other.id}`]) {
      const fields = (await ok(call(one, 'GET', url))).json().fields;
      expect(fields.city).toMatchObject({ audience: 'chapter', chosen: false });
    }
    expect((await call(one, 'GET', `/api/me/privacy/${other.id}`)).statusCode).toBe(404);
    expect(
      (await call(one, 'PUT', `/api/me/privacy/${other.id}`, { city: 'chapter' })).statusCode,
    ).toBe(404);
    expect(
      (await call(one, 'PUT', '/api/me/privacy', { id: other.id, city: 'chapter' })).statusCode,
    ).toBe(400);
    expect(await myPrivacy(other)).toEqual(others);
    // Nor the chapter's rules, which are the officers' with `accounts`.
    expect((await call(one, 'GET', '/api/officer/privacy')).statusCode).toBe(403);
  });
});

describe('the chapter’s defaults and limits (/api/officer/privacy)', () => {
  it('is for officers with `accounts` alone', async () => {
    const rule = { phone: { default: 'me', widest: 'me' } };
    const callers = [null, member, alumnus, calendarOfficer];
    const answers = [];
    for (const who of callers)
      answers.push([
        who?.name ?? 'visitor',
        (await call(who, 'GET', '/api/officer/privacy')).statusCode,
        (await setRules(who, rule)).statusCode,
      ]);
    expect(answers).toEqual([
      ['visitor', 401, 401],
      [member.name, 403, 403],
      [alumnus.name, 403, 403],
      [calendarOfficer.name, 403, 403],
    ]);
    const read = await ok(call(officer, 'GET', '/api/officer/privacy'));
    expect(read.json()).toEqual({ fields: productPrivacyRules });
    expect(read.headers['cache-control']).toBe('no-store');
  });

  it('refuses a public field that may not be, an unknown field; a PUT with one bad field changes nothing', async () => {
    const audits = (await auditEntries()).length;
    // A default wider than its limit is kept, not refused (server/features/officer/privacy/limits.test.ts).
    const refusals: [Record<string, unknown>, string][] = [
      [{ phone: { default: 'members', widest: 'public' } }, 'phone'],
      [{ phone: { default: 'public', widest: 'public' } }, 'phone'],
      [{ major: { default: 'chapter', widest: 'public' } }, 'major'],
      [
        {
          city: { default: 'members', widest: 'members' },
          mentoring: { default: 'members', widest: 'public' },
        },
        'mentoring',
      ],
    ];
    expect(
      await answersTo(
        refusals.map(([fields]) => fields),
        (fields) => setRules(officer, fields),
      ),
    ).toEqual(refusedNaming(refusals));
    // Refused by its shape (an unknown field or audience, a rule half given, no `fields`).
    const shapes = [
      { fields: { shoeSize: { default: 'me', widest: 'me' } } },
      {
        fields: {
          city: { default: 'members', widest: 'members' },
          shoeSize: { default: 'me', widest: 'me' },
        },
      },
      { fields: { phone: { default: 'everyone', widest: 'chapter' } } },
      { fields: { phone: { default: 'members' } } },
      { fields: { phone: 'members' } },
      { phone: { default: 'me', widest: 'me' } },
      { fields: { phone: { default: 'me', widest: 'me' } }, also: true },
    ];
    expect(
      await answersTo(shapes, (body) => call(officer, 'PUT', '/api/officer/privacy', body)),
    ).toMatchObject(refusedNaming(shapes.map((body) => [body, undefined])));
    expect((await ok(call(officer, 'GET', '/api/officer/privacy'))).json()).toEqual({
      fields: productPrivacyRules,
    });
    expect((await auditEntries()).length).toBe(audits);
  });

  it('names the unknown field it refuses', async () => {
    expect(await refusal(setRules(officer, { shoeSize: { default: 'me', widest: 'me' } }))).toEqual(
      { status: 400, field: 'shoeSize' },
    );
  });

  it('applies a default to those who never chose, narrows wider choices while a limit lasts, and audits each change', async () => {
    const [never, chose] = await Promise.all([
      createSignedInAccount(t, { role: 'alumni', name: 'Nico Neverchose' }),
      createSignedInAccount(t, { role: 'alumni', name: 'Cyril Chose' }),
    ]);
    await updateUser(t.app.db, never.id, { city: 'Brackenford' });
    await updateUser(t.app.db, chose.id, { city: 'Saltmarsh Reach' });
    await ok(choose(chose, { city: 'chapter' }));
    const audits = (await auditEntries()).length;
    expect(await cityFor(alumnus)).toEqual({ never: true, chose: true });

    // A new default: the one who never chose follows it, the one who chose keeps his choice.
    const changed = await ok(
      setRules(officer, { city: { default: 'officers', widest: 'chapter' } }),
    );
    expect(changed.json().fields.city).toEqual({ default: 'officers', widest: 'chapter' });
    expect(changed.json().fields.phone).toEqual(productPrivacyRules.phone);
    expect((await myPrivacy(never)).city).toMatchObject({ audience: 'officers', chosen: false });
    expect((await myPrivacy(chose)).city).toMatchObject({ audience: 'chapter', chosen: true });
    expect(await cityFor(alumnus)).toEqual({ never: false, chose: true });
    expect(await cityFor(member)).toEqual({ never: false, chose: true });
    expect(await cityFor(officer)).toEqual({ never: true, chose: true });

    // A narrower limit narrows his choice while it lasts; he cannot choose wider than it.
    await ok(setRules(officer, { city: { default: 'officers', widest: 'members' } }));
    expect((await myPrivacy(chose)).city).toEqual({
      audience: 'members',
      widest: 'members',
      default: 'officers',
      chosen: true,
    });
    expect(await cityFor(alumnus)).toEqual({ never: false, chose: false });
    expect(await cityFor(member)).toEqual({ never: false, chose: true });
    expect(await refusal(choose(chose, { city: 'chapter' }))).toEqual({
      status: 400,
      field: 'city',
    });

    // Widened again, his choice is back; the default again the product's.
    await ok(setRules(officer, { city: { default: 'chapter', widest: 'chapter' } }));
    expect((await myPrivacy(chose)).city).toMatchObject({ audience: 'chapter', chosen: true });
    expect((await myPrivacy(never)).city).toMatchObject({ audience: 'chapter', chosen: false });
    expect(await cityFor(alumnus)).toEqual({ never: true, chose: true });

    // Every change audited, newest first, with what the rule was and became.
    const entries = await auditEntries();
    expect(entries.length - audits).toBe(3);
    expect(entries.slice(0, 3).map((entry) => entry.actorId)).toEqual([
      officer.id,
      officer.id,
      officer.id,
    ]);
    expect(entries.slice(0, 3).map((entry) => entry.details.changes)).toEqual([
      {
        city: {
          from: { default: 'officers', widest: 'members' },
          to: { default: 'chapter', widest: 'chapter' },
        },
      },
      {
        city: {
          from: { default: 'officers', widest: 'chapter' },
          to: { default: 'officers', widest: 'members' },
        },
      },
      {
        city: {
          from: { default: 'chapter', widest: 'chapter' },
          to: { default: 'officers', widest: 'chapter' },
        },
      },
    ]);
  });
});

describe('the profile’s directory details', () => {
  it('round-trips phone, city, employer, industry, mentoring and hiring, markup as plain text', async () => {
    const owner = await createSignedInAccount(t, { role: 'alumni', name: 'Mark Up' });
    const saved = await ok(
      updateProfile(owner, {
        phone: '+1 (555) 010-0199',
        city: '<script>alert(1)</script>',
        employer: 'Smith & Sons <b>Ltd</b>',
        industry: 'Technology',
        mentoring: true,
        hiring: 'no',
      }),
    );
    expect(saved.json().user).toMatchObject({
      phone: '+1 (555) 010-0199',
      city: '<script>alert(1)</script>',
      employer: 'Smith & Sons <b>Ltd</b>',
      industry: 'Technology',
      mentoring: true,
      hiring: false,
    });
    // Another alumnus gets the text as text, in JSON.
    const listed = await alumniDirectory(alumnus, '?q=mark%20up');
    expect(listed.headers['content-type']).toMatch(/^application\/json/);
    expect(listed.json().alumni).toEqual([
      expect.objectContaining({
        id: owner.id,
        city: '<script>alert(1)</script>',
        employer: 'Smith & Sons <b>Ltd</b>',
        industry: 'Technology',
        mentoring: true,
        hiring: false,
      }),
    ]);
    expect(listed.json().alumni[0]).not.toHaveProperty('phone');

    // Emptied: "" is not said.
    const emptied = await ok(updateProfile(owner, { city: '', mentoring: '', hiring: null }));
    expect(emptied.json().user).toMatchObject({ city: null, mentoring: null, hiring: null });
    expect(emptied.json().user.phone).toBe('+1 (555) 010-0199');
  });

  it('refuses a bad phone, an unknown industry, a yes/no that is not one, hidden characters; nothing changes', async () => {
    const owner = await createSignedInAccount(t, { role: 'alumni' });
    await ok(
      updateProfile(owner, { phone: '+1 555 010 0100', city: 'Fernhollow', mentoring: false }),
    );
    const before = await findUserById(t.app.db, owner.id);
    const refusals: [Record<string, unknown>, string][] = [
      [{ phone: 'call me maybe' }, 'phone'],
      [{ phone: '+1 555 010 0100 ext. 4' }, 'phone'],
      [{ phone: '12' }, 'phone'],
      [{ phone: 15550100100 }, 'phone'],
      [{ industry: 'Piracy' }, 'industry'],
      [{ industry: 'technology' }, 'industry'],
      [{ mentoring: 'maybe' }, 'mentoring'],
      [{ mentoring: 1 }, 'mentoring'],
      [{ hiring: 'true' }, 'hiring'],
      [{ city: 'Fern\u202Ehollow' }, 'city'],
      [{ city: 'Fern\nhollow' }, 'city'],
      [{ city: 'x'.repeat(81) }, 'city'],
      [{ employer: 'y'.repeat(101) }, 'employer'],
      [{ city: 'Elsewhere', phone: 'nope' }, 'phone'],
    ];
    expect(
      await answersTo(
        refusals.map(([body]) => body),
        (body) => updateProfile(owner, body),
      ),
    ).toEqual(refusedNaming(refusals));
    expect(await findUserById(t.app.db, owner.id)).toEqual(before);
  });
});

/** Whether `who` sees the owners' city and employer on each directory. */
const whatSees = async (who: Account) => {
  const alumni = (await alumniDirectory(who)).body;
  const actives = (await ok(call(who, 'GET', '/api/auth/members'))).body;
  return {
    alumniCity: alumni.includes(alumniDetails.needles.city),
    alumniEmployer: alumni.includes(alumniDetails.needles.employer),
    activeCity: actives.includes(activeDetails.needles.city),
    activeEmployer: actives.includes(activeDetails.needles.employer),
  };
};

describe('new members and actives', () => {
  it('hides a field shown to actives from a new member until his initiation day, on both directories', async () => {
    for (const owner of [alumniOwner, activeOwner])
      await ok(choose(owner, { city: 'members', employer: 'chapter' }));
    const everything = {
      alumniCity: true,
      alumniEmployer: true,
      activeCity: true,
      activeEmployer: true,
    };
    const chapterOnly = { ...everything, alumniCity: false, activeCity: false };
    expect(await whatSees(member)).toEqual(everything);
    expect(await whatSees(newMember)).toEqual(chapterOnly);
    // Initiated from tomorrow: a new member still today.
    const today = chapterToday(t.app.content.chapter.timeZone);
    await updateUser(t.app.db, newMember.id, { initiatedOn: nextDay(today) });
    expect(await whatSees(newMember)).toEqual(chapterOnly);
    await updateUser(t.app.db, newMember.id, { initiatedOn: today });
    expect(await whatSees(newMember)).toEqual(everything);
    await updateUser(t.app.db, newMember.id, { initiatedOn: null });
    for (const owner of [alumniOwner, activeOwner])
      await ok(choose(owner, { city: null, employer: null }));
  });
});
