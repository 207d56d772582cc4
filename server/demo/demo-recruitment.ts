// The demo chapter's recruitment (docs/product.md#recruitment): a period open around the demo's
// today with two rush events (one past, one to come), and a handful of invented prospects at
// different stages — some confirmed, some at the past event, with the actives' notes — so that the
// pipeline, the notes and the ballot can be tried at once. Everyone here is fictional.
import { randomUUID } from 'node:crypto';
import { defaultStages } from '../../contract/recruitment.ts';
import { addDays } from '../../contract/terms.ts';
import { addEvent } from '../core/calendar/events-repository.ts';
import { addNote } from '../core/recruitment/notes-repository.ts';
import { createPeriod } from '../core/recruitment/periods.ts';
import { confirmProspect, insertProspect } from '../core/recruitment/prospects-repository.ts';
import type { Db } from '../db/database.ts';

interface DemoProspect {
  name: string;
  email: string;
  classYear?: number;
  major?: string;
  heardFrom?: string;
  stage: (typeof defaultStages)[number];
  confirmed: boolean;
  /** At the past rush event. */
  came: boolean;
  notes: string[];
}

const prospects: DemoProspect[] = [
  {
    name: 'Jonah Whitaker',
    email: 'jonah.whitaker@students.northmere.example',
    classYear: 2030,
    major: 'Biology',
    heardFrom: 'The activities fair',
    stage: 'Invited',
    confirmed: true,
    came: true,
    notes: [
      'Stayed after the cookout to help stack chairs. Asked about the service hours at the animal shelter.',
      'Came to the open study hall on Tuesday and brought two friends from his floor.',
    ],
  },
  {
    name: 'Rafael Okonjo',
    email: 'rafael.okonjo@students.northmere.example',
    classYear: 2029,
    major: 'Mechanical Engineering',
    heardFrom: 'A brother in my lab',
    stage: 'Met',
    confirmed: true,
    came: true,
    notes: [
      'Talked with three of us at the cookout about the Homecoming float and his robotics team.',
    ],
  },
  {
    name: 'Tobias Lindgren',
    email: 'tobias.lindgren@students.northmere.example',
    classYear: 2030,
    major: 'Undecided',
    heardFrom: 'Instagram',
    stage: 'Met',
    confirmed: true,
    came: true,
    notes: [],
  },
  {
    name: 'Kwame Asante',
    email: 'kwame.asante@students.northmere.example',
    classYear: 2029,
    major: 'Economics',
    stage: 'Interested',
    confirmed: true,
    came: false,
    notes: [],
  },
  {
    name: 'Declan Reyes',
    email: 'declan.reyes@students.northmere.example',
    classYear: 2030,
    stage: 'Interested',
    confirmed: false,
    came: false,
    notes: [],
  },
  {
    name: 'Arjun Mehta',
    email: 'arjun.mehta@students.northmere.example',
    classYear: 2029,
    major: 'Computer Science',
    heardFrom: 'The rush table outside the library',
    stage: 'Invited',
    confirmed: true,
    came: true,
    notes: [
      'Asked good questions about dues and the payment plans; said he works twelve hours a week.',
    ],
  },
];

/**
 * Seeds the period (from 12 days before `today` to 16 after), its rush events and prospects; the
 * notes are by `authors` in turn (the demo's actives).
 */
export async function seedRecruitment(
  trx: Db,
  {
    today,
    stamp,
    authors,
  }: { today: string; stamp: string; authors: { id: string; name: string }[] },
): Promise<void> {
  const opensOn = addDays(today, -12);
  const season = Number(today.slice(5, 7)) >= 7 ? 'Fall' : 'Spring';
  const period = await createPeriod(trx, {
    name: `${season} Recruitment ${today.slice(0, 4)}`,
    opensOn,
    closesOn: addDays(today, 16),
    deleteAfterDays: 30,
    stages: [...defaultStages],
    vote: { quorumPercent: 50, thresholdPercent: 67, vetoes: 0 },
  });
  const rushEvent = (date: string, title: string, time: string, description: string) =>
    addEvent(trx, {
      title,
      date,
      time,
      location: 'Chapter house, 412 Fenwick Row',
      description,
      attendance: 'optional',
      recruitment: true,
    });
  const pastEvent = await rushEvent(
    addDays(today, -5),
    'Rush cookout',
    '5:00 PM - 7:30 PM',
    'Burgers, lawn games and the brothers. Prospective members check in at the door.',
  );
  await rushEvent(
    addDays(today, 4),
    'Rush study night',
    '7:00 PM - 9:00 PM',
    'Quiet tables, coffee and tutors from the chapter. Bring a friend.',
  );
  let turn = 0;
  for (const [index, prospect] of prospects.entries()) {
    const id = randomUUID();
    const at = `${addDays(opensOn, index + 1)}T18:00:00.000Z`;
    await insertProspect(trx, {
      id,
      periodId: period.id,
      stage: prospect.stage,
      at,
      name: prospect.name,
      email: prospect.email,
      classYear: prospect.classYear,
      major: prospect.major,
      heardFrom: prospect.heardFrom,
      consent: true,
    });
    if (prospect.confirmed) await confirmProspect(trx, id, at);
    if (prospect.came)
      await trx
        .insertInto('prospectCheckIns')
        .values({ prospectId: id, eventId: pastEvent, at: `${addDays(today, -5)}T21:40:00.000Z` })
        .execute();
    for (const text of prospect.notes) {
      const author = authors[turn++ % authors.length]!;
      await addNote(trx, {
        prospectId: id,
        authorId: author.id,
        authorName: author.name,
        text,
        at: stamp,
      });
    }
  }
}
