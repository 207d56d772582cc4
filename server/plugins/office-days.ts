// The chapter's day turning (decision 021): at start and whenever the date on the chapter's calendar
// changes (looked at every 30 seconds), the accounts whose terms started or ended get their office
// copied again, the handover reminders due that day go out, so do the dues reminders
// (server/core/money/reminders.ts), and the recruitment periods whose days to keep have passed lose
// their prospects (server/core/recruitment/deletion.ts). Every instance runs it; the work is the
// same on each (a copy already made is not made again, a reminder is sent once, a deleted period is
// skipped).
import fp from 'fastify-plugin';
import { onNewDay } from '../core/offices/handover.ts';
import { chapterToday } from '../core/offices/office.ts';
import { sendDuesReminders } from '../core/money/reminders.ts';
import { runRecruitmentDeletions } from '../core/recruitment/deletion.ts';

export default fp<{ publicUrl: string; everyMs?: number }>(
  async function officeDays(app, { publicUrl, everyMs = 30_000 }) {
    let lastDay: string | null = null;
    let running: Promise<void> = Promise.resolve();
    const look = () => {
      const today = chapterToday(app.content.chapter.timeZone);
      if (today === lastDay) return running;
      lastDay = today;
      const deps = { db: app.db, mailer: app.mailer, brand: app.emailBrand, publicUrl };
      // Each job apart: one failing never stops the others. All are tried again at the next look
      // (each does only what it has not done yet that day).
      const failed = (what: string) => (error: unknown) => {
        lastDay = null;
        app.log.warn({ err: error }, `the day-change work of ${what} failed`);
      };
      running = Promise.all([
        onNewDay(deps, today).catch(failed('offices')),
        sendDuesReminders(deps, today).catch(failed('dues reminders')),
        runRecruitmentDeletions(deps, today).catch(failed('recruitment deletions')),
      ]).then(() => undefined);
      return running;
    };
    const timer = setInterval(() => void look(), everyMs);
    timer.unref();
    app.addHook('onReady', async () => void look());
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'office-days', dependencies: ['database', 'content', 'mailer'] },
);
