// Money's pages, linked from each of them (docs/money.md): the home with the balances, dues,
// charges, claims, online payments, the rules' proposals, plans, reports and settings, the handover,
// and Donations.
import { ConsoleTabs } from '../../../../components/console-kit/console-tabs.tsx';
import { consolePaths } from '../../../../components/console-kit/console-routes.ts';
// Here rather than in each page: Money's styles come with its code.
import '../../../../styles/money.scss';

export function MoneyTabs() {
  return (
    <ConsoleTabs
      label="Money pages"
      tabs={[
        { to: consolePaths.money, label: 'Balances' },
        { to: consolePaths.moneyDues, label: 'Dues' },
        { to: consolePaths.moneyCharges, label: 'Charges' },
        { to: consolePaths.moneyClaims, label: 'Claims' },
        { to: consolePaths.moneyOnline, label: 'Online' },
        { to: consolePaths.moneyProposals, label: 'Fines and late fees' },
        { to: consolePaths.moneyPlans, label: 'Plans' },
        { to: consolePaths.moneyReports, label: 'Reports' },
        { to: consolePaths.moneyHandover, label: 'Handover' },
        { to: consolePaths.donations, label: 'Donations' },
      ]}
    />
  );
}
