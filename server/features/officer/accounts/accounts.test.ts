// The console's changes to accounts that end someone's access (docs/api.md#officer-console): a move
// to the alumni side ends his terms and with them the officer access, an officer cannot disable
// himself nor anyone in office; and the list's class filter behind "Graduated members".
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { areas } from '../../../../contract/api/officer.ts';
import { asOfficer, createAccount, createOfficer, type Account } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { findUserByEmail } from '../../../core/users/repository.ts';
import { chapterToday } from '../../../core/offices/office.ts';
import { addDays } from '../../../../contract/terms.ts';
import { lastGraduatedClass } from '../../../core/accounts/service.ts';

let t: TestApp;
let chief: Account;
beforeEach(async () => {
  t = await createTestApp();
  chief = await createOfficer(t, areas, { name: 'Chief Officer' });
});
afterEach(async () => t.close());

const stored = async (account: Account) => {
  const row = (await findUserByEmail(t.app.db, account.email))!;
  return {
    role: row.role,
    isOfficer: row.isOfficer,
    areas: row.areas,
    position: row.position,
    disabled: row.disabledAt !== null,
  };
};

const auditEntries = async () =>
  (await asOfficer(t, chief, 'GET', '/api/officer/audit')).json().entries as {
    action: string;
    target: string;
    details: Record<string, { from: unknown; to: unknown }>;
  }[];

describe('moving an account to the alumni side', () => {
  it('ends his terms that day, and with them his officer access and position, in the same audited change', async () => {
    const president = await createOfficer(t, ['accounts', 'calendar'], {
      name: 'Pat President',
      title: 'President',
    });
    expect(await stored(president)).toMatchObject({ isOfficer: 1, position: 'President' });
    expect((await asOfficer(t, president, 'GET', '/api/officer/accounts')).statusCode).toBe(200);

    const moved = await asOfficer(t, chief, 'PATCH', `/api/officer/accounts/${president.id}`, {
      role: 'alumni',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().account).toMatchObject({
      role: 'alumni',
      isOfficer: false,
      areas: [],
      position: null,
    });
    expect(await stored(president)).toEqual({
      role: 'alumni',
      isOfficer: 0,
      areas: '',
      position: null,
      disabled: false,
    });
    // His term is the chapter's history now: ended today, not deleted.
    const today = chapterToday(t.app.content.chapter.timeZone);
    const [term] = (
      await asOfficer(t, chief, 'GET', `/api/officer/terms?user=${president.id}`)
    ).json().terms;
    expect(term).toMatchObject({ position: 'President', endsOn: today, status: 'past' });
    // His session (a password reset would give him a new one) no longer opens the console.
    const refused = await asOfficer(t, president, 'GET', '/api/officer/accounts');
    expect(refused.statusCode).toBe(403);
    const [entry] = await auditEntries();
    expect(entry).toMatchObject({
      action: 'account changed',
      target: `Pat President <${president.email}>`,
      details: { role: { from: 'member', to: 'alumni' }, termsEnded: ['President'] },
    });
    // He is welcomed to the alumni side.
    const mail = await t.app.db
      .selectFrom('outbox')
      .select(['subject', 'textBody'])
      .where('toAddress', '=', president.email)
      .execute();
    expect(mail.map((m) => m.subject)).toContain('Welcome to the alumni chapter, Pat President');
    // Its links land on his privacy page and his home (docs/product.md#your-home).
    const welcome = mail.find((m) => m.subject.startsWith('Welcome to the alumni chapter'))!;
    const site = t.app.config.publicUrl;
    expect(welcome.textBody).toContain(`field by field: ${site}/me/privacy`);
    expect(welcome.textBody).toContain(`each of your pages: ${site}/me.`);
    expect(welcome.textBody).not.toContain('alumni-account');
  });

  it('refuses to move the last holder of accounts on any day from today, changing nothing', async () => {
    // Moving himself is his own record (403); a deputy whose own term ends tomorrow cannot move
    // the chief either: from tomorrow nobody could manage accounts (409).
    const own = await asOfficer(t, chief, 'PATCH', `/api/officer/accounts/${chief.id}`, {
      role: 'alumni',
    });
    expect(own.statusCode).toBe(403);
    const deputy = await createOfficer(t, ['accounts'], { name: 'Dee Deputy' });
    const deputyTerm = (
      await asOfficer(t, chief, 'GET', `/api/officer/terms?user=${deputy.id}`)
    ).json().terms[0].id as string;
    const tomorrow = addDays(chapterToday(t.app.content.chapter.timeZone), 1);
    expect(
      (
        await asOfficer(t, chief, 'PATCH', `/api/officer/terms/${deputyTerm}`, {
          endsOn: tomorrow,
        })
      ).statusCode,
    ).toBe(200);
    const response = await asOfficer(t, deputy, 'PATCH', `/api/officer/accounts/${chief.id}`, {
      role: 'alumni',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('nobody who can manage accounts from');
    expect(await stored(chief)).toMatchObject({ role: 'member', isOfficer: 1 });
  });
});

describe('disabling an account', () => {
  it("refuses an officer's own account with 403 and a message, changing nothing", async () => {
    // A second holder of accounts, so that the last-holder rule is not what refuses.
    const deputy = await createOfficer(t, ['accounts'], { name: 'Dee Deputy' });
    const before = (await auditEntries()).length;
    const refused = await asOfficer(t, deputy, 'PATCH', `/api/officer/accounts/${deputy.id}`, {
      disabled: true,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: 'forbidden',
      message:
        'This is about your own account: another officer has to do it, so that nobody decides his own access, standing or money.',
    });
    expect(await stored(deputy)).toMatchObject({ disabled: false, isOfficer: 1 });
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: { cookie: deputy.cookie } })).statusCode,
    ).toBe(200);
    expect(await auditEntries()).toHaveLength(before);
    // Another officer may, once his office is ended: a disabled account holds none.
    const holding = await asOfficer(t, chief, 'PATCH', `/api/officer/accounts/${deputy.id}`, {
      disabled: true,
    });
    expect(holding.statusCode).toBe(409);
    expect(holding.json().message).toContain('end his term on the Positions page first');
    expect(await stored(deputy)).toMatchObject({ disabled: false, isOfficer: 1 });
    const term = (await asOfficer(t, chief, 'GET', `/api/officer/terms?user=${deputy.id}`)).json()
      .terms[0].id as string;
    const today = chapterToday(t.app.content.chapter.timeZone);
    expect(
      (await asOfficer(t, chief, 'PATCH', `/api/officer/terms/${term}`, { endsOn: today }))
        .statusCode,
    ).toBe(200);
    const disabled = await asOfficer(t, chief, 'PATCH', `/api/officer/accounts/${deputy.id}`, {
      disabled: true,
    });
    expect(disabled.statusCode).toBe(200);
  });
});

describe('the class of an account in the list', () => {
  it('filters by a class, or by the classes that have graduated, as the console home counts them', async () => {
    const graduated = lastGraduatedClass(new Date());
    const classOf = async (name: string, year: number, role: 'member' | 'alumni' = 'member') => {
      const account = await createAccount(t, { name, role });
      await t.app.db
        .updateTable('users')
        .set({ graduationYear: year })
        .where('id', '=', account.id)
        .execute();
      return account;
    };
    await classOf('Abe Older', graduated - 2);
    await classOf('Ben Graduated', graduated);
    await classOf('Cal Current', graduated + 1);
    await classOf('Dan Alumnus', graduated - 3, 'alumni');
    const names = async (query: string) => {
      const response = await asOfficer(t, chief, 'GET', `/api/officer/accounts?${query}`);
      expect(response.statusCode).toBe(200);
      return response.json().accounts.map((a: { name: string }) => a.name);
    };
    expect(await names(`classYear=${graduated}`)).toEqual(['Ben Graduated']);
    expect(await names(`graduatedBy=${graduated}&role=member`)).toEqual([
      'Abe Older',
      'Ben Graduated',
    ]);
    const list = (await asOfficer(t, chief, 'GET', '/api/officer/accounts')).json();
    expect(list.classYears).toEqual([graduated - 3, graduated - 2, graduated, graduated + 1]);
    expect(list.accounts.find((a: { name: string }) => a.name === 'Cal Current')).toMatchObject({
      graduationYear: graduated + 1,
    });

    // The console home's card: the same accounts, and the filter that lists them.
    const home = (await asOfficer(t, chief, 'GET', '/api/officer/attention')).json();
    expect(home.graduatedBy).toBe(graduated);
    expect(home.graduated.map((a: { name: string }) => a.name)).toEqual(
      await names(`role=member&disabled=false&graduatedBy=${home.graduatedBy}`),
    );

    const csv = await asOfficer(
      t,
      chief,
      'GET',
      `/api/officer/accounts?format=csv&classYear=${graduated}`,
    );
    const [header, row, ...rest] = csv.body.split('\r\n').filter(Boolean);
    expect(header).toContain('Class');
    expect(row).toContain(`Ben Graduated`);
    expect(row).toContain(String(graduated));
    expect(rest).toEqual([]);
    // Its times on the chapter's clock with the offset (content/chapter.json: Chicago), as in
    // every file an officer downloads (docs/product.md#dates): never the database's UTC.
    const created = header!.split(',').indexOf('Created');
    expect(row!.split(',')[created]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-0[56]:00$/);
    expect(csv.body).not.toMatch(/\d{2}:\d{2}:\d{2}(\.\d+)?Z/);
    for (const bad of ['classYear=19x', 'classYear=1800', 'graduatedBy=3000'])
      expect((await asOfficer(t, chief, 'GET', `/api/officer/accounts?${bad}`)).statusCode).toBe(
        400,
      );
  });
});
