// The actives' pipeline (docs/api.md#recruitment): while a period is open, actives read its
// prospects with their notes and write notes, each editable by its author alone with the earlier
// text kept; new members, alumni and visitors never see a prospect; a closed or upcoming period
// takes no note.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../../../contract/terms.ts';
import { asOfficer, type Account } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  addProspect,
  alumnus,
  makePeriod,
  member,
  periodBody,
  recruiter,
  today,
} from '../../../test/recruitment-pipeline.ts';

let t: TestApp;
let officer: Account;
let active: Account;
beforeEach(async () => {
  t = await createTestApp();
  officer = await recruiter(t);
  active = await member(t, 'active', 'Ann Active');
});
afterEach(async () => t.close());

const note = (account: Account, prospectId: string, text: unknown) =>
  asOfficer(t, account, 'POST', `/api/recruitment/prospects/${prospectId}/notes`, { text });
const edit = (account: Account, prospectId: string, noteId: string, text: unknown) =>
  asOfficer(t, account, 'PUT', `/api/recruitment/prospects/${prospectId}/notes/${noteId}`, {
    text,
  });
const notes = () => t.app.db.selectFrom('prospectNotes').selectAll().execute();

describe('the actives’ pipeline', () => {
  it('shows the open period’s prospects to actives alone', async () => {
    const empty = await asOfficer(t, active, 'GET', '/api/recruitment/prospects');
    expect(empty.json()).toEqual({ period: null, prospects: [], ballots: [], canVote: true });
    const periodId = await makePeriod(t, officer);
    const id = await addProspect(t, periodId, { name: '<img src=x> Kai' });
    const page = await asOfficer(t, active, 'GET', '/api/recruitment/prospects');
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      period: { id: periodId, state: 'open' },
      prospects: [{ id, name: '<img src=x> Kai', notes: [], events: [] }],
    });
    // How to reach him is the recruitment officer's alone.
    expect(JSON.stringify(page.json())).not.toMatch(/"(email|phone|heardFrom)"/);
    for (const [account, status] of [
      [await member(t, 'new'), 403],
      [await alumnus(t), 403],
    ] as const) {
      const refused = await asOfficer(t, account, 'GET', '/api/recruitment/prospects');
      expect(refused.statusCode).toBe(status);
      expect(JSON.stringify(refused.json())).not.toContain('Kai');
    }
    const visitor = await t.app.inject({ method: 'GET', url: '/api/recruitment/prospects' });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('notes', () => {
  it('are written by actives and edited by their author, the earlier text kept', async () => {
    const periodId = await makePeriod(t, officer);
    const id = await addProspect(t, periodId);
    const written = await note(active, id, '<script>alert(1)</script> Helped stack chairs.');
    expect(written.statusCode).toBe(201);
    const { note: made } = written.json();
    expect(made).toMatchObject({
      text: '<script>alert(1)</script> Helped stack chairs.',
      author: 'Ann Active',
      authorId: active.id,
      editedAt: null,
      edits: [],
    });
    const other = await member(t, 'active', 'Bob Other');
    const notMine = await edit(other, id, made.id, 'Rude.');
    expect(notMine.statusCode).toBe(403);
    const edited = await edit(active, id, made.id, 'Helped stack chairs after the BBQ.');
    expect(edited.statusCode).toBe(200);
    expect(edited.json().note).toMatchObject({
      text: 'Helped stack chairs after the BBQ.',
      edits: [{ text: '<script>alert(1)</script> Helped stack chairs.', at: made.at }],
    });
    const again = await edit(active, id, made.id, 'Stacked chairs.');
    expect(again.json().note.edits.map((e: { text: string }) => e.text)).toEqual([
      '<script>alert(1)</script> Helped stack chairs.',
      'Helped stack chairs after the BBQ.',
    ]);
    // The pipeline shows the note with its history, to actives and to the officer.
    const page = await asOfficer(t, other, 'GET', '/api/recruitment/prospects');
    expect(page.json().prospects[0].notes).toMatchObject([
      { text: 'Stacked chairs.', edits: [{}, {}] },
    ]);
    const console = await asOfficer(t, officer, 'GET', '/api/officer/recruitment/prospects');
    expect(console.json().prospects[0].notes[0].text).toBe('Stacked chairs.');
  });

  it('refuses bad notes, others, unknown ids and a period that is not open, writing nothing', async () => {
    const periodId = await makePeriod(t, officer);
    const id = await addProspect(t, periodId);
    for (const text of ['', '   ', 'x'.repeat(2001), 42]) {
      const refused = await note(active, id, text);
      expect({ status: refused.statusCode, field: refused.json().field }).toEqual({
        status: 400,
        field: 'text',
      });
    }
    expect((await note(active, randomUUID(), 'Fine.')).statusCode).toBe(404);
    expect((await note(active, 'not-an-id', 'Fine.')).statusCode).toBe(400);
    expect((await note(await member(t, 'new'), id, 'Fine.')).statusCode).toBe(403);
    expect((await note(await alumnus(t), id, 'Fine.')).statusCode).toBe(403);
    const visitor = await t.app.inject({
      method: 'POST',
      url: `/api/recruitment/prospects/${id}/notes`,
      payload: { text: 'Fine.' },
    });
    expect(visitor.statusCode).toBe(401);
    expect(await notes()).toEqual([]);

    const made = (await note(active, id, 'Met at the fair.')).json().note;
    expect((await edit(active, id, randomUUID(), 'Other.')).statusCode).toBe(404);
    // A note of another prospect is not found under this one.
    const other = await addProspect(t, periodId);
    expect((await edit(active, other, made.id, 'Moved.')).statusCode).toBe(404);

    // The period ended early: no more notes, no edits.
    const ended = await asOfficer(
      t,
      officer,
      'PUT',
      `/api/officer/recruitment/periods/${periodId}`,
      periodBody(t, { closesOn: addDays(today(t), -1) }),
    );
    expect(ended.statusCode).toBe(200);
    const closed = await note(active, id, 'Late.');
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error).toBe('period_closed');
    expect((await edit(active, id, made.id, 'Late.')).json().error).toBe('period_closed');
    // The actives see nothing of a closed period; the officer still does.
    expect((await asOfficer(t, active, 'GET', '/api/recruitment/prospects')).json()).toMatchObject({
      period: null,
      prospects: [],
    });
    const kept = await asOfficer(
      t,
      officer,
      'GET',
      `/api/officer/recruitment/prospects?period=${periodId}`,
    );
    expect(kept.json().total).toBe(2);
    expect((await notes()).map((row) => row.text)).toEqual(['Met at the fair.']);
  });

  it('refuses notes before the period opens', async () => {
    const periodId = await makePeriod(t, officer, {
      opensOn: addDays(today(t), 3),
      closesOn: addDays(today(t), 30),
    });
    const id = await addProspect(t, periodId);
    expect((await note(active, id, 'Early.')).json().error).toBe('period_closed');
    expect(await notes()).toEqual([]);
  });
});
