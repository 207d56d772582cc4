// The console's home (docs/product.md#officer-console): the officer's areas and pages, and for an
// officer with `accounts` what needs attention: active invites, unverified accounts, members whose
// class has graduated (move to alumni?), officers without two-factor, disabled accounts; for an
// officer with `calendar` what is coming up, for one with `standing` how many excuses and hours wait
// (the route hands them in: they are the calendar's and the standing feature's). An officer-elect
// reads his office and first day ("President-elect from Thu, Dec 17, 2026"), and the pages he may
// look at until then: the same cards, and none of the pages the server keeps from him.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AccountRow, AttentionResponse } from '../../../../../contract/api/officer.ts';
import { LoadedSection } from '../../../../components/console-kit/loaded-section.tsx';
import { twoFactorSettingsPath } from '../../../../components/console-kit/account-sections.ts';
import {
  consolePaths,
  officerAccountPath,
} from '../../../../components/console-kit/console-routes.ts';
import { useStoredUser } from '../../../../lib/stored-user.ts';
import { useLoad } from '../../../../lib/use-load.ts';
import { loadAttention } from '../api.ts';
import { areaNames, consolePagesFor, heldAreas } from '../console-pages.ts';
import { electLine, useElectOffices } from '../elect.tsx';

/** How many names a card lists before "and N more". */
const shownNames = 5;

export function ConsoleHome({
  comingUp,
  waitingRequests,
}: {
  comingUp?: ReactNode;
  /** The standing officer's queues (officer-standing's, handed in by the route). */
  waitingRequests?: ReactNode;
}) {
  const user = useStoredUser();
  const offices = useElectOffices();
  const held = heldAreas(user?.areas);
  const coming = heldAreas(user?.previewAreas).filter((area) => !held.includes(area));
  // What he may read: his areas, and an elect's coming ones (the server lets him read them).
  const readable = new Set([...held, ...coming]);
  const pages = consolePagesFor(user?.areas, coming).filter(
    (page) => page.to !== consolePaths.home,
  );
  const elect =
    offices.length > 0
      ? `${electLine(offices)}; until then you can look at ${held.length > 0 ? `the pages of ${areaNames(coming)}` : 'these pages'}, not change anything.`
      : 'Your term has not started: until it does you can look at these pages, not change anything.';
  return (
    <>
      <header className="console-header">
        <h1 className="console-header__title">Officer console</h1>
        {held.length > 0 ? (
          <p className="console-header__lead">Your areas: {areaNames(held)}.</p>
        ) : null}
        {coming.length > 0 ? <p className="console-header__lead">{elect}</p> : null}
        {held.length === 0 && coming.length === 0 ? (
          <p className="console-header__lead">Your offices give you no console pages today.</p>
        ) : null}
      </header>
      {user && !user.twoFactorEnabled ? (
        <div className="console-notice">
          <p className="mb-0">
            <strong>Protect the chapter&apos;s accounts:</strong> turn on two-factor authentication
            for your own account. A live site asks every officer for it.
          </p>
          <Link className="btn btn-outline-primary" to={twoFactorSettingsPath(user.role)}>
            Turn on two-factor
          </Link>
        </div>
      ) : null}
      {readable.has('accounts') ? <Attention /> : null}
      {readable.has('calendar') ? comingUp : null}
      {readable.has('standing') ? waitingRequests : null}
      {pages.length > 0 ? (
        <section className="console-section" aria-labelledby="console-pages-heading">
          <h2 id="console-pages-heading" className="console-section__title">
            Your pages
          </h2>
          <ul className="console-pages">
            {pages.map((page) => (
              <li key={page.to}>
                <Link to={page.to} className="console-pages__link">
                  {page.label}
                </Link>
                <span className="console-pages__text">{page.description}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function Attention() {
  const load = useLoad(loadAttention);
  return (
    <LoadedSection
      id="attention-heading"
      title="Needs attention"
      what="What needs attention"
      load={load}
    >
      {(data) => <AttentionCards data={data} />}
    </LoadedSection>
  );
}

function AttentionCards({ data }: { data: AttentionResponse }) {
  const quiet =
    data.unverified.length === 0 &&
    data.graduated.length === 0 &&
    data.officersWithoutTwoFactor.length === 0 &&
    data.disabled === 0;
  return (
    <div className="attention">
      <AttentionCard
        title="Invites"
        count={data.activeInvites}
        text={
          data.activeInvites === 1
            ? '1 invite can still be used.'
            : `${data.activeInvites} invites can still be used.`
        }
        action={{ to: consolePaths.invites, label: 'Manage invites' }}
      />
      {data.unverified.length > 0 ? (
        <AttentionCard
          title="Not verified"
          count={data.unverified.length}
          text="Signed up but never entered the emailed code. Open one to send a new code."
          action={{ to: `${consolePaths.accounts}?verified=false`, label: 'See all unverified' }}
        >
          <AccountNames accounts={data.unverified} />
        </AttentionCard>
      ) : null}
      {data.graduated.length > 0 ? (
        <AttentionCard
          title="Graduated members"
          count={data.graduated.length}
          text="Their class has graduated. Move them to alumni? Their accounts and history stay."
          action={{
            // The same accounts as the card counts (server/features/officer-accounts/routes.ts).
            to: `${consolePaths.accounts}?role=member&disabled=false&graduatedBy=${data.graduatedBy}`,
            label: 'List them all',
          }}
        >
          <AccountNames accounts={data.graduated} />
        </AttentionCard>
      ) : null}
      {data.officersWithoutTwoFactor.length > 0 ? (
        <AttentionCard
          title="Officers without two-factor"
          count={data.officersWithoutTwoFactor.length}
          text={
            data.twoFactorRequired
              ? 'They cannot use the console until they turn it on in their account settings.'
              : 'Ask them to turn it on in their account settings.'
          }
          action={{ to: `${consolePaths.accounts}?officer=true`, label: 'See all officers' }}
        >
          <AccountNames accounts={data.officersWithoutTwoFactor} />
        </AttentionCard>
      ) : null}
      {data.disabled > 0 ? (
        <AttentionCard
          title="Disabled accounts"
          count={data.disabled}
          text="They cannot log in until an officer enables them again."
          action={{ to: `${consolePaths.accounts}?disabled=true`, label: 'See disabled accounts' }}
        />
      ) : null}
      {quiet ? <p className="attention__quiet">Nothing else needs attention right now.</p> : null}
    </div>
  );
}

function AttentionCard({
  title,
  count,
  text,
  action,
  children,
}: {
  title: string;
  count: number;
  text: string;
  action: { to: string; label: string };
  children?: ReactNode;
}) {
  return (
    <article className="attention-card">
      <h3 className="attention-card__title">
        {title} <span className="attention-card__count">{count}</span>
      </h3>
      <p className="attention-card__text">{text}</p>
      {children}
      <Link className="attention-card__action" to={action.to}>
        {action.label}
      </Link>
    </article>
  );
}

function AccountNames({ accounts }: { accounts: readonly AccountRow[] }) {
  const more = accounts.length - shownNames;
  return (
    <ul className="attention-card__names">
      {accounts.slice(0, shownNames).map((account) => (
        <li key={account.id}>
          <Link to={officerAccountPath(account.id)} state={{ account }}>
            {account.name}
          </Link>
          <span className="attention-card__email">{account.email}</span>
        </li>
      ))}
      {more > 0 ? <li className="attention-card__more">and {more} more</li> : null}
    </ul>
  );
}
