// Recruitment's three console pages, linked from each of them: the periods with their numbers and
// the deletions' log, the prospects (the pipeline), and the secret ballots.
import { ConsoleTabs } from '../../../../components/console-kit/console-tabs.tsx';
import { consolePaths } from '../../../../components/console-kit/console-routes.ts';

export function RecruitmentTabs() {
  return (
    <ConsoleTabs
      label="Recruitment pages"
      tabs={[
        { to: consolePaths.recruitment, label: 'Periods' },
        { to: consolePaths.recruitmentProspects, label: 'Prospects' },
        { to: consolePaths.recruitmentBallots, label: 'Ballots' },
      ]}
    />
  );
}
