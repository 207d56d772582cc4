// `npm run event -- --list [--from YYYY-MM-DD]`, `--add --date … --title … [--time …] [--location …]
// [--description …]`, `--remove <id>`: the chapter calendar (until the officer console exists).
import { addEvent, listEvents, removeEvent } from '../features/events/repository.ts';
import { calendarEventInput } from '../features/events/validate.ts';
import { openConfiguredDatabase, parseCliArgs, usage } from './database.ts';

const help = `Usage:
  npm run event -- --list [--from 2027-01-01]
  npm run event -- --add --date 2027-02-14 --title "Chapter Meeting" [--time "7:00 PM"] [--location "…"] [--description "…"]
  npm run event -- --remove <id from --list>`;
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

let add: ReturnType<typeof calendarEventInput.parse> | undefined;
if (values.add) {
  const parsed = calendarEventInput.safeParse(values);
  if (!parsed.success)
    usage(`${parsed.error.issues.map((issue) => issue.message).join('\n')}\n${help}`);
  add = parsed.data;
}
if (values.from !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.from))
  usage(`--from is a date, YYYY-MM-DD.\n${help}`);

const { db, close } = await openConfiguredDatabase();
try {
  if (add) {
    const id = await addEvent(db, add);
    console.log(`Added "${add.title}" on ${add.date}.`);
    console.log(id);
  } else if (values.remove !== undefined) {
    if (!(await removeEvent(db, values.remove.trim())))
      usage(`There is no event with the id ${values.remove}. See npm run event -- --list.`);
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
