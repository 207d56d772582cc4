// `npm run invite -- --role member|alumni [--uses N] [--days N]`: creates an invite code and prints
// it as the last line of the output (so scripts can take it with `tail -n 1`).
import { userInfo } from 'node:os';
import { roles, type Role } from '../../contract/api/auth.ts';
import { audited, commandLine } from '../core/audit/record.ts';
import { createInviteCode } from '../core/invites/invites.ts';
import { openConfiguredDatabase, parseCliArgs, usage } from './database.ts';

const help = 'Usage: npm run invite -- --role member|alumni [--uses N] [--days N]';
const { values } = parseCliArgs(
  {
    role: { type: 'string' },
    uses: { type: 'string', default: '1' },
    days: { type: 'string', default: '14' },
  },
  help,
);
if (!values.role || !roles.includes(values.role as Role))
  usage(`--role must be member or alumni.\n${help}`);
const uses = Number(values.uses);
const days = Number(values.days);
if (!Number.isInteger(uses) || uses < 1 || uses > 500)
  usage(`--uses must be a whole number from 1 to 500.\n${help}`);
if (!Number.isInteger(days) || days < 1 || days > 365)
  usage(`--days must be a whole number from 1 to 365.\n${help}`);

const { db, close } = await openConfiguredDatabase();
try {
  const actor = commandLine(userInfo().username);
  const { code, expiresAt } = await audited(db, actor, 'invite created', async (trx) => {
    const invite = await createInviteCode(trx, {
      role: values.role as Role,
      uses,
      days,
      createdBy: `cli:${userInfo().username}`,
    });
    return {
      result: invite,
      target: {
        id: invite.id,
        label: `invite for ${values.role === 'alumni' ? 'alumni' : 'members'}`,
      },
      details: { role: values.role, uses, days },
    };
  });
  console.log(
    `Invite code for ${values.role === 'alumni' ? 'an alumnus' : 'a member'}: ${uses} use${uses === 1 ? '' : 's'}, valid until ${expiresAt.slice(0, 10)}.`,
  );
  console.log('Give it to the new brother; he enters it when he creates his account at /login.');
  console.log(code);
} finally {
  await close();
}
