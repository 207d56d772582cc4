// The chapter's privacy rules take exactly what a rule is (docs/api.md#privacy), on SQLite and
// PostgreSQL: a rule with a key beside its default and widest is refused, naming the key and the
// field whose rule it is, and nothing changes (no rule, no audit entry).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPrivacyRules } from '../../../../contract/privacy.ts';
import { asOfficer, createOfficer, type Account } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';

let t: TestApp;
let officer: Account;

beforeAll(async () => {
  t = await createTestApp();
  officer = await createOfficer(t, ['accounts']);
});
afterAll(() => t.close());

const auditCount = async () =>
  (await t.app.db.selectFrom('auditLog').select('id').execute()).length;

describe("a chapter privacy rule's keys", () => {
  it('are refused beyond its default and widest, naming the key and the field, and nothing changes', async () => {
    const audits = await auditCount();
    const answers = [];
    for (const rule of [
      { default: 'officers', widest: 'chapter', bogus: true },
      { default: 'officers', widest: 'chapter', public: 'yes' },
    ]) {
      const answer = await asOfficer(t, officer, 'PUT', '/api/officer/privacy', {
        fields: { city: { default: 'chapter', widest: 'chapter' }, phone: rule },
      });
      answers.push({ status: answer.statusCode, ...answer.json() });
    }
    expect(answers).toEqual([
      {
        status: 400,
        error: 'validation_failed',
        field: 'bogus',
        message: 'Phone: a rule has only a default and a widest audience.',
      },
      {
        status: 400,
        error: 'validation_failed',
        field: 'public',
        message: 'Phone: a rule has only a default and a widest audience.',
      },
    ]);
    const rules = await asOfficer(t, officer, 'GET', '/api/officer/privacy');
    expect(rules.json()).toEqual({ fields: productPrivacyRules });
    expect(await auditCount()).toBe(audits);

    // The same rule without the extra key is taken.
    const taken = await asOfficer(t, officer, 'PUT', '/api/officer/privacy', {
      fields: { phone: { default: 'officers', widest: 'chapter' } },
    });
    expect(taken.json().fields.phone).toEqual({ default: 'officers', widest: 'chapter' });
  });
});
