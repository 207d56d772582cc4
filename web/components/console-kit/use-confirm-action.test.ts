import { describe, expect, it } from 'vitest';
import { closedConfirm, confirmReducer, type ConfirmState } from './use-confirm-action.ts';

const closed = closedConfirm as ConfirmState<string>;
const asked = confirmReducer(closed, { type: 'ask', target: 'Rush BBQ' });

describe('confirmReducer', () => {
  it('opens the dialog on the item asked about, not busy and not finished', () => {
    expect(asked).toEqual({ target: 'Rush BBQ', busy: false, finished: false });
  });

  it('closes on cancel without counting as finished, so the focus goes back to the button', () => {
    expect(confirmReducer(asked, { type: 'cancel' })).toEqual(closed);
  });

  it('is busy while the request is on its way and closes, finished, when it answers', () => {
    const busy = confirmReducer(asked, { type: 'start' });
    expect(busy.busy).toBe(true);
    expect(confirmReducer(busy, { type: 'end', stay: false })).toEqual({
      target: null,
      busy: false,
      finished: true,
    });
  });

  it('stays open on the same item when the action asks for more, with fresher data', () => {
    const busy = confirmReducer(asked, { type: 'start' });
    const fresher = confirmReducer(busy, { type: 'replace', target: 'Rush BBQ (2 RSVPs)' });
    expect(fresher).toEqual({ target: 'Rush BBQ (2 RSVPs)', busy: true, finished: false });
    expect(confirmReducer(fresher, { type: 'end', stay: true })).toEqual({
      target: 'Rush BBQ (2 RSVPs)',
      busy: false,
      finished: false,
    });
  });

  it('forgets that it finished once the dialog has gone', () => {
    const done = confirmReducer(confirmReducer(asked, { type: 'start' }), {
      type: 'end',
      stay: false,
    });
    expect(confirmReducer(done, { type: 'exited' }).finished).toBe(false);
  });
});
