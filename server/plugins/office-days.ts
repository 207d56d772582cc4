// The chapter's day turning (decision 021): at start and whenever the date on the chapter's calendar
// changes (looked at every 30 seconds), the accounts whose terms started or ended get their office
// copied again, and the handover reminders due that day go out. Every instance runs it; the work is
// the same on each (a copy already made is not made again, a reminder is sent once).
import fp from 'fastify-plugin';
import { onNewDay } from '../core/offices/handover.ts';
import { chapterToday } from '../core/offices/office.ts';

export default fp<{ publicUrl: string; everyMs?: number }>(
  async function officeDays(app, { publicUrl, everyMs = 30_000 }) {
    let lastDay: string | null = null;
    let running: Promise<void> = Promise.resolve();
    const look = () => {
      const today = chapterToday(app.content.chapter.timeZone);
      if (today === lastDay) return running;
      lastDay = today;
      running = onNewDay(
        { db: app.db, mailer: app.mailer, brand: app.emailBrand, publicUrl },
        today,
      ).catch((error: unknown) => {
        // Tried again at the next look.
        lastDay = null;
        app.log.warn({ err: error }, 'the day-change work of offices failed');
      });
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
