// An officer-elect's reads are what each route declares (`config.elect`), not what its address
// looks like: test routes with the same area and different declarations, and an address that
// names the export without being it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas } from '../../../contract/api/officer.ts';
import { addDays } from '../../../contract/terms.ts';
import { createAccount, createOfficer, type Account } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { officesThrough } from '../../test/offices.ts';
import { accessMessages } from './access.ts';

/** What every test route answers. */
const answer = async () => ({ ok: true });

let t: TestApp;
let chief: Account;
let elect: Account;
const { call, today, addPosition, addTerm } = officesThrough(
  () => t,
  () => chief,
);

beforeAll(async () => {
  t = await createTestApp({
    setup: (app) => {
      // Under the export's address, but a route of its own that lets an elect read.
      app.get('/api/officer/export/sample', { config: { area: 'accounts' } }, answer);
      app.get('/api/test/elect/closed', { config: { area: 'accounts', elect: 'no' } }, answer);
      app.get(
        '/api/test/elect/rule',
        {
          config: {
            area: 'accounts',
            elect: (request) => (request.query as { part?: string }).part !== 'secret',
          },
        },
        answer,
      );
      app.post('/api/test/elect/write', { config: { area: 'accounts', about: 'chapter' } }, answer);
    },
  });
  chief = await createOfficer(t, areas, { name: 'Chief Officer' });
  elect = await createAccount(t, { name: 'Eli Elect' });
  // His term starts in ten days: he previews its areas from 14 days before.
  const secretary = await addPosition({ title: 'Secretary', areas: ['accounts'] });
  await addTerm({ positionId: secretary.id, userId: elect.id, startsOn: addDays(today(), 10) });
});
afterAll(async () => t.close());

describe("an officer-elect's reads", () => {
  it('are the ones the route declares', async () => {
    expect((await call(elect, 'GET', '/api/officer/export/sample')).statusCode).toBe(200);
    expect((await call(elect, 'GET', '/api/test/elect/rule?part=list')).statusCode).toBe(200);
    // A holder of the area reads every one of them.
    for (const url of ['/api/test/elect/closed', '/api/test/elect/rule?part=secret'])
      expect((await call(chief, 'GET', url)).statusCode).toBe(200);
  });

  it('and not those it keeps from him', async () => {
    for (const url of ['/api/test/elect/closed', '/api/test/elect/rule?part=secret']) {
      const refused = await call(elect, 'GET', url);
      expect(refused.json()).toEqual({ error: 'not_yet', message: accessMessages.notYetExport });
    }
  });

  it('never include a write, whatever the route declares', async () => {
    const refused = await call(elect, 'POST', '/api/test/elect/write', {});
    expect(refused.json()).toEqual({
      error: 'not_yet',
      message: accessMessages.notYet('accounts'),
    });
  });

  it("read a list's CSV file as an export, by the list's declaration", async () => {
    expect((await call(elect, 'GET', '/api/officer/accounts')).statusCode).toBe(200);
    const csv = await call(elect, 'GET', '/api/officer/accounts?format=csv');
    expect(csv.json().error).toBe('not_yet');
    // A route without the rule does not look at the address: `format=csv` is just a query here.
    expect((await call(elect, 'GET', '/api/officer/positions?format=csv')).statusCode).toBe(200);
  });
});
