// Attendance's three console pages, linked from each of them: the events and semesters, the queues
// of excuses and service hours (with how many wait), and the chapter's standing.
import { ConsoleTabs } from '../../../../components/console-kit/console-tabs.tsx';
import { consolePaths } from '../../../../components/console-kit/console-routes.ts';
import { useLoad } from '../../../../lib/use-load.ts';
import { loadQueueCounts } from '../api.ts';

export function StandingTabs() {
  // Asked again when a decision invalidates the queues.
  const counts = useLoad(loadQueueCounts, { key: 'officer/standing/queues/counts' }).data;
  const waiting = counts ? counts.excuses + counts.serviceHours : 0;
  return (
    <ConsoleTabs
      label="Attendance pages"
      tabs={[
        { to: consolePaths.standing, label: 'Events and semesters' },
        {
          to: consolePaths.standingQueues,
          label: `Excuses and hours${waiting ? ` (${waiting} waiting)` : ''}`,
        },
        { to: consolePaths.standingTable, label: 'Standing' },
      ]}
    />
  );
}
