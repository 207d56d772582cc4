// GET /api/officer/attention (area `accounts`; docs/api.md#officer-console): the console home's
// counts of what needs an officer: active invites, unverified accounts, members of a graduated
// class, disabled accounts and officers without two-factor.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attentionResponse } from '../../../../contract/api/officer.ts';
import { countActiveInvites } from '../../../core/invites/repository.ts';
import * as repo from '../../../core/users/account-list.ts';
import * as accounts from '../../../core/accounts/service.ts';

const attentionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { config: { area: 'accounts' }, schema: { response: { 200: attentionResponse } } },
    async () => {
      const at = new Date();
      const graduatedBy = accounts.lastGraduatedClass(at);
      const [activeInvites, unverified, graduated, disabled, officers] = await Promise.all([
        countActiveInvites(app.db, at.toISOString()),
        // An ended account needs nothing: it is in none of these.
        repo.listAccounts(app.db, { verified: false, ended: false }),
        repo.listAccounts(app.db, {
          role: 'member',
          disabled: false,
          graduatedBy,
        }),
        repo.countAccounts(app.db, { disabled: true }),
        repo.listAccounts(app.db, { officer: true, disabled: false }),
      ]);
      return {
        activeInvites,
        unverified: unverified.map(accounts.toAccountRow),
        graduated: graduated.map(accounts.toAccountRow),
        graduatedBy,
        disabled,
        officersWithoutTwoFactor: officers
          .filter((row) => row.twoFactorEnabledAt === null)
          .map(accounts.toAccountRow),
        twoFactorRequired: app.config.officerTwoFactor === 'required',
      };
    },
  );
};

export default attentionRoutes;
