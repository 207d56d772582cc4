// The console home's line for the standing officer: how many excuses and service hours wait for
// a decision, linked to their queues (the route hands it to the home, like the calendar's).
import { Link } from 'react-router';
import { LoadedSection } from '../../../../components/console-kit/loaded-section.tsx';
import { consolePaths } from '../../../../components/console-kit/console-routes.ts';
import { useLoad } from '../../../../lib/use-load.ts';
import { loadQueueCounts } from '../api.ts';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function WaitingRequests() {
  const load = useLoad(loadQueueCounts);
  return (
    <LoadedSection
      id="waiting-requests-heading"
      title="Waiting for a decision"
      what="The excuses and service hours"
      load={load}
    >
      {({ excuses, serviceHours }) =>
        excuses + serviceHours === 0 ? (
          <p>No excuse and no service hours wait for a decision.</p>
        ) : (
          <p>
            <Link to={consolePaths.standingQueues}>
              {plural(excuses, 'excuse')} and{' '}
              {plural(serviceHours, 'service hours entry', 'service hours entries')}
            </Link>{' '}
            wait for a decision.
          </p>
        )
      }
    </LoadedSection>
  );
}
