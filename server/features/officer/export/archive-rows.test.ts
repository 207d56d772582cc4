// An archive's rows as the import reads them: a calendar feed token from an archive made before
// only hashes were kept is never written back in plain text, and its link keeps working.
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../../lib/tokens.ts';
import { archiveRowSchemas } from './archive-rows.ts';

const user = {
  id: '6f1c2a7e-8b1d-4c3e-9f0a-1b2c3d4e5f60',
  name: 'Ansel Brandt',
  email: 'ansel@example.com',
  passwordHash: '!no-password',
  role: 'member',
  position: null,
  major: null,
  graduationYear: 2027,
  linkedin: null,
  profilePicture: null,
  inviteCodeId: null,
  verifiedAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const token = 'Abcdefghijklmnopqrstuvwxyz012345';
const parsed = (row: object) => archiveRowSchemas.users.safeParse({ ...user, ...row });

describe('an archived account row', () => {
  it('keeps a feed token only as its hash', () => {
    const both = parsed({ calendarFeedToken: token, calendarFeedTokenHash: hashToken(token) });
    expect(both.success && both.data).toMatchObject({
      calendarFeedToken: null,
      calendarFeedTokenHash: hashToken(token),
    });
    const plainOnly = parsed({ calendarFeedToken: token });
    expect(plainOnly.success && plainOnly.data).toMatchObject({
      calendarFeedToken: null,
      calendarFeedTokenHash: hashToken(token),
    });
    const none = parsed({});
    expect(none.success && none.data).not.toHaveProperty('calendarFeedToken');
  });
});
