// Privacy (DESIGN "Each brother decides who sees what; alumni find each other"; docs/api.md#privacy),
// on SQLite and PostgreSQL: every field × every audience its owner chooses × every viewer, on the
// alumni directory (an alumnus's card), the active directory (an active's card) and the public board
// (a visitor) — a hidden value is in no byte of the answer, not only missing from its key; the
// filters find only what the viewer may see; a person's choices within the chapter's limits (400
// naming the field, nothing changed); the chapter's defaults and limits (area `accounts`, audited;
// a default follows those who never chose, a limit narrows every wider choice while it lasts); the
// profile's new fields, plain text.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  audiences,
  privacyFields,
  productPrivacyRules,
  publicFields,
  type Audience,
  type PrivacyField,
} from '../../../contract/privacy.ts';
import {
  asOfficer,
  createSignedInAccount,
  giveOffice,
  nextClient,
  type Account,
} from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { chapterToday } from '../../core/offices/office.ts';
import { insertMedia } from '../../core/media/repository.ts';
import { savePrivacyRules } from '../../core/privacy/repository.ts';
import { findUserById, updateUser } from '../../core/users/repository.ts';

let t: TestApp;
/** The viewers: an alumnus (chapter), an active (members), officers with and without `accounts`. */
let alumnus: Account;
let member: Account;
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

const ok = async (answer: Promise<Answer>) => {
  const response = await answer;
  expect(response.statusCode, response.body).toBe(200);
  return response;
};

/** A refusal: its status and the field it names. */
const refusal = async (answer: Promise<Answer>) => {
  const response = await answer;
  return { status: response.statusCode, field: response.json().field as string | undefined };
};

const myPrivacy = async (who: Account) =>
  (await ok(call(who, 'GET', '/api/me/privacy'))).json().fields as Record<
    PrivacyField,
    { audience: Audience; widest: Audience; default: Audience; chosen: boolean }
  >;
const choose = (who: Account, choices: unknown) => call(who, 'PUT', '/api/me/privacy', choices);
const setRules = (who: Account | null, fields: Record<string, unknown>) =>
  call(who, 'PUT', '/api/officer/privacy', { fields });
const alumniDirectory = (who: Account, query = '') =>
  ok(call(who, 'GET', `/api/alumni/directory${query}`));
const found = async (who: Account, query: string, person: Account) =>
  ((await alumniDirectory(who, query)).json().alumni as { id: string }[]).some(
    (card) => card.id === person.id,
  );

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

/** Writes an owner's details straight into his row (the profile's API is tested on its own below). */
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
  const yesNo = (value: string | boolean) => (value ? 1 : 0);
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
  await fill(alumniOwner, alumniPicture, alumniDetails);
  await fill(activeOwner, activePicture, activeDetails);
  // The active owner holds a board seat: the board (public) shows what he lets the public see.
  const position = await call(officer, 'POST', '/api/officer/positions', {
    title: 'Keeper of Lanterns',
    board: true,
  });
  expect(position.statusCode, position.body).toBe(201);
  const term = await call(officer, 'POST', '/api/officer/terms', {
    positionId: position.json().position.id,
    userId: activeOwner.id,
    startsOn: chapterToday(t.app.content.chapter.timeZone),
  });
  expect(term.statusCode, term.body).toBe(201);
});
afterAll(async () => t.close());
// Each test starts from the product's rules (as a chapter that never set its own).
beforeEach(async () => savePrivacyRules(t.app.db, productPrivacyRules));

describe('the privacy matrix', () => {
  it('shows each field to exactly the audiences its owner chose, on both directories and the board', async () => {
    const viewers = [
      { who: alumnus, as: 'chapter' },
      { who: member, as: 'members' },
      { who: officer, as: 'officers' },
      { who: calendarOfficer, as: 'members' },
    ] as const;
    const boardPage = () =>
      t.app
        .inject({ url: '/members/exec', headers: { 'accept-encoding': 'identity' } })
        .then((response) => response.body);

    for (const audience of audiences) {
      // One choice for every field; a field the public may never see stays at the chapter.
      const effective = Object.fromEntries(
        privacyFields.map((field) => [
          field,
          audience === 'public' && !publicFields.includes(field) ? 'chapter' : audience,
        ]),
      ) as Record<PrivacyField, Audience>;
      for (const owner of [alumniOwner, activeOwner]) {
        if (audience === 'public') {
          const all = Object.fromEntries(privacyFields.map((field) => [field, 'public']));
          expect(await refusal(choose(owner, all))).toEqual({ status: 400, field: 'major' });
        }
        const chosen = (await ok(choose(owner, effective))).json().fields;
        // The owner sees his own choices (and no one else's: there is no id to ask with).
        for (const answer of [chosen, await myPrivacy(owner)])
          for (const field of privacyFields)
            expect(answer[field], `${audience} ${field}`).toMatchObject({
              audience: effective[field],
              chosen: true,
            });
      }

      for (const { who, as } of viewers) {
        const shown = (field: PrivacyField) => reaches[as].includes(effective[field]);
        const alumni = await alumniDirectory(who);
        const card = alumni.json().alumni.find((c: { id: string }) => c.id === alumniOwner.id);
        const actives = await ok(call(who, 'GET', '/api/auth/members'));
        const active = actives.json().members.find((c: { id: string }) => c.id === activeOwner.id);
        expect(card, 'the alumnus is listed').toBeDefined();
        expect(active, 'the active is listed').toBeDefined();
        expect(card.name).toBe('Thaddeus Wren');
        expect(card.graduationYear).toBe(2011);
        for (const field of privacyFields) {
          const where = `${field} at ${audience} seen by ${who.name} (${as})`;
          const legacy = ['profilePicture', 'linkedin', 'major'].includes(field);
          if (shown(field)) {
            expect(card[field], `alumni directory: ${where}`).toBe(alumniDetails.values[field]);
            expect(active[field], `active directory: ${where}`).toBe(activeDetails.values[field]);
          } else {
            expect(card, `alumni directory: ${where}`).not.toHaveProperty(field);
            if (legacy) expect(active[field], `active directory: ${where}`).toBeNull();
            else expect(active, `active directory: ${where}`).not.toHaveProperty(field);
            expect(alumni.body, `alumni directory: ${where}`).not.toContain(
              alumniDetails.needles[field],
            );
            expect(actives.body, `active directory: ${where}`).not.toContain(
              activeDetails.needles[field],
            );
          }
        }
      }

      // A visitor: no directory, and the board shows only what its holder shows to everyone.
      const board = await ok(call(null, 'GET', '/api/board'));
      const seat = board.json().board.find((s: { name: string }) => s.name === 'Ansel Brandt');
      expect(seat).toMatchObject({
        title: 'Keeper of Lanterns',
        picture: effective.profilePicture === 'public' ? `/media/${activePicture}` : null,
        bio: effective.bio === 'public' ? activeDetails.values.bio : null,
        linkedin: effective.linkedin === 'public' ? activeDetails.values.linkedin : null,
      });
      for (const field of privacyFields)
        if (effective[field] !== 'public')
          expect(board.body, `board: ${field} at ${audience}`).not.toContain(
            activeDetails.needles[field],
          );
      // The board's page (HTML for visitors) follows within its poll.
      if (audience === 'public')
        await expect.poll(boardPage, { timeout: 5000 }).toContain(activeDetails.values.bio);
      if (audience === 'chapter') {
        await expect.poll(boardPage, { timeout: 5000 }).not.toContain(activeDetails.values.bio);
        const page = await boardPage();
        expect(page).toContain('Ansel Brandt');
        for (const field of privacyFields)
          expect(page, `board page: ${field}`).not.toContain(activeDetails.needles[field]);
      }
    }
  });

  it('answers visitors 401 on both directories, and members and alumni 200 on the alumni one', async () => {
    for (const url of ['/api/alumni/directory', '/api/auth/members', '/api/me/privacy'])
      expect((await call(null, 'GET', url)).statusCode, url).toBe(401);
    expect((await call(null, 'PUT', '/api/me/privacy', { phone: 'me' })).statusCode).toBe(401);
    for (const who of [alumnus, member, calendarOfficer, officer]) {
      const answer = await alumniDirectory(who);
      expect(answer.json()).toMatchObject({ page: 1, pageSize: 24 });
      expect(answer.headers['cache-control']).toBe('private, no-cache');
    }
    for (const query of ['?class=abc', '?industry=Piracy', '?mentoring=maybe', '?page=0'])
      expect((await call(alumnus, 'GET', `/api/alumni/directory${query}`)).statusCode, query).toBe(
        400,
      );
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
    for (const [who, query, expected] of expectations)
      expect(await found(who, query, hidden), `${who.name} ${query}`).toBe(expected);
    const seen = await alumniDirectory(alumnus, '?class=1987');
    expect(seen.json().alumni).toEqual([
      { id: hidden.id, name: 'Hollis Tarrant', graduationYear: 1987, hiring: true },
    ]);
    for (const value of ['Vexmoor', 'Obsidian', 'Energy', '"mentoring"'])
      expect(seen.body).not.toContain(value);

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
    const refusals: [Record<string, unknown>, string | undefined][] = [
      [{ phone: 'public' }, 'phone'],
      [{ city: 'me', phone: 'public' }, 'phone'],
      [{ major: 'public', city: 'officers' }, 'major'],
      [{ phone: 'everyone' }, 'phone'],
      [{ phone: 'Members' }, 'phone'],
      [{ phone: 3 }, 'phone'],
      [{ phone: ['me'] }, 'phone'],
    ];
    for (const [body, field] of refusals)
      expect(await refusal(choose(owner, body)), JSON.stringify(body)).toEqual({
        status: 400,
        field,
      });
    // An unknown field (which one it names: the next test), or not an object of fields at all.
    for (const body of [
      { shoeSize: 'me' },
      { city: 'me', shoeSize: 'me' },
      { userId: member.id, city: 'chapter' },
      ['me'],
      'me',
      null,
    ])
      expect((await choose(owner, body)).statusCode, JSON.stringify(body)).toBe(400);
    expect(await myPrivacy(owner)).toEqual(before);
  });

  it('names the unknown field it refuses', async () => {
    const owner = await createSignedInAccount(t, { role: 'alumni' });
    for (const body of [{ shoeSize: 'me' }, { city: 'me', shoeSize: 'me' }])
      expect(await refusal(choose(owner, body)), JSON.stringify(body)).toEqual({
        status: 400,
        field: 'shoeSize',
      });
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
  const auditEntries = async () =>
    (
      await ok(call(officer, 'GET', '/api/officer/audit?action=privacy.rules_changed&limit=100'))
    ).json().entries as {
      actorId: string;
      details: { changes: Record<string, { from: unknown; to: unknown }> };
    }[];

  it('is for officers with `accounts` alone', async () => {
    const rule = { phone: { default: 'me', widest: 'me' } };
    for (const [who, status] of [
      [null, 401],
      [member, 403],
      [alumnus, 403],
      [calendarOfficer, 403],
    ] as const) {
      expect((await call(who, 'GET', '/api/officer/privacy')).statusCode).toBe(status);
      expect((await setRules(who, rule)).statusCode).toBe(status);
    }
    const read = await ok(call(officer, 'GET', '/api/officer/privacy'));
    expect(read.json()).toEqual({ fields: productPrivacyRules });
    expect(read.headers['cache-control']).toBe('no-store');
  });

  it('refuses a default wider than its limit, a public field that may not be, an unknown field; a PUT with one bad field changes nothing', async () => {
    const audits = (await auditEntries()).length;
    const refusals: [Record<string, unknown>, string | undefined][] = [
      [{ phone: { default: 'chapter', widest: 'members' } }, 'phone'],
      [{ phone: { default: 'members', widest: 'public' } }, 'phone'],
      [{ phone: { default: 'public', widest: 'public' } }, 'phone'],
      [{ major: { default: 'chapter', widest: 'public' } }, 'major'],
      [{ bio: { default: 'public', widest: 'chapter' } }, 'bio'],
      [
        {
          city: { default: 'members', widest: 'members' },
          mentoring: { default: 'members', widest: 'public' },
        },
        'mentoring',
      ],
    ];
    for (const [fields, field] of refusals)
      expect(await refusal(setRules(officer, fields)), JSON.stringify(fields)).toEqual({
        status: 400,
        field,
      });
    // Refused by the request's shape (an unknown field or audience, a rule half given).
    for (const fields of [
      { shoeSize: { default: 'me', widest: 'me' } },
      {
        city: { default: 'members', widest: 'members' },
        shoeSize: { default: 'me', widest: 'me' },
      },
      { phone: { default: 'everyone', widest: 'chapter' } },
      { phone: { default: 'members' } },
      { phone: 'members' },
    ])
      expect((await setRules(officer, fields)).statusCode, JSON.stringify(fields)).toBe(400);
    expect(
      (
        await call(officer, 'PUT', '/api/officer/privacy', {
          phone: { default: 'me', widest: 'me' },
        })
      ).statusCode,
    ).toBe(400);
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
    const cityFor = async (viewer: Account) => {
      const body = (await alumniDirectory(viewer)).body;
      return { never: body.includes('Brackenford'), chose: body.includes('Saltmarsh Reach') };
    };
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
  const update = (who: Account, body: Record<string, unknown>) =>
    call(who, 'PUT', '/api/auth/update-profile', body);

  it('round-trips phone, city, employer, industry, mentoring and hiring, markup as plain text', async () => {
    const owner = await createSignedInAccount(t, { role: 'alumni', name: 'Mark Up' });
    const saved = await ok(
      update(owner, {
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
    const emptied = await ok(update(owner, { city: '', mentoring: '', hiring: null }));
    expect(emptied.json().user).toMatchObject({ city: null, mentoring: null, hiring: null });
    expect(emptied.json().user.phone).toBe('+1 (555) 010-0199');
  });

  it('refuses a bad phone, an unknown industry, a yes/no that is not one, hidden characters; nothing changes', async () => {
    const owner = await createSignedInAccount(t, { role: 'alumni' });
    await ok(update(owner, { phone: '+1 555 010 0100', city: 'Fernhollow', mentoring: false }));
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
    for (const [body, field] of refusals)
      expect(await refusal(update(owner, body)), JSON.stringify(body)).toEqual({
        status: 400,
        field,
      });
    expect(await findUserById(t.app.db, owner.id)).toEqual(before);
  });
});
