// `npm run event -- --list [--from YYYY-MM-DD]`, `--add --date … --title … [--time …] [--location …]
// [--description …]`, `--remove <id>`: the chapter calendar, by the officer console's rules
// (contract/api/officer/calendar.ts: a time like "7:00 PM" or "7:00 PM – 9:00 PM", none for all
// day), written to the audit log as done by the command line.
import { userInfo } from 'node:os';
import { calendarEventRequest } from '../../contract/api/officer/calendar.ts';
import { commandLine } from '../core/audit/record.ts';
import { listEvents } from '../core/calendar/events-repository.ts';
import {
  addCalendarEvent,
  removeCalendarEvent,
} from '../features/officer/events/events-service.ts';
import { HttpError } from '../http-error.ts';
import { openConfiguredDatabase, parseCliArgs, usage } from './database.ts';

const help = `Usage:
  npm run event -- --list [--from 2027-01-01]
  npm run event -- --add --date 2027-02-14 --title "Chapter Meeting" [--time "7:00 PM"] [--location "…"] [--description "…"]
  npm run event -- --remove <id from --list>
Without --time the event is all day.`;
const { values } = parseCliArgs(
  {
    list: { type: 'boolean' },
    from: { type: 'string' },
    add: { type: 'boolean' },
    date: { type: 'string' },
    title: { type: 'string' },
    time: { type: 'string' },
    location: { type: 'string' },
    description: { type: 'string' },
    remove: { type: 'string' },
  },
  help,
);
const actions = [values.list, values.add, values.remove !== undefined].filter(Boolean).length;
if (actions !== 1) usage(`Say one of --list, --add or --remove.\n${help}`);

let add: ReturnType<typeof calendarEventRequest.parse> | undefined;
if (values.add) {
  const parsed = calendarEventRequest.safeParse({
    title: values.title,
    date: values.date,
    time: values.time,
    location: values.location,
    description: values.description,
  });
  if (!parsed.success)
    usage(`${parsed.error.issues.map((issue) => issue.message).join('\n')}\n${help}`);
  add = parsed.data;
}
if (values.from !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.from))
  usage(`--from is a date, YYYY-MM-DD.\n${help}`);

const actor = commandLine(userInfo().username);
const { db, close } = await openConfiguredDatabase();
try {
  if (add) {
    const event = await addCalendarEvent(db, actor, add);
    console.log(`Added "${event.title}" on ${event.date}.`);
    console.log(event.id);
  } else if (values.remove !== undefined) {
    try {
      await removeCalendarEvent(db, actor, values.remove.trim());
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404)
        usage(`There is no event with the id ${values.remove}. See npm run event -- --list.`);
      // A meeting that was held keeps its attendance (docs/product.md#officers-calendar-and-events).
      if (error instanceof HttpError && error.statusCode === 409) usage(error.message);
      throw error;
    }
    console.log('Removed.');
  } else {
    const events = await listEvents(db, values.from);
    if (!events.length) console.log('No events.');
    for (const event of events)
      console.log(
        [event.id, event.date, event.time ?? '', event.title, event.location ?? ''].join('\t'),
      );
  }
} finally {
  await close();
}
