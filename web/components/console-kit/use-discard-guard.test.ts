import { describe, expect, it } from 'vitest';
import { discardReducer, idleDiscard } from './use-discard-guard.tsx';

const open = () => undefined;

describe('discardReducer', () => {
  it('asks, keeping what to do once the changes may go', () => {
    expect(discardReducer(idleDiscard, { type: 'ask', action: open })).toEqual({
      pending: open,
      open: true,
      confirmed: false,
    });
  });

  it('keeps the action past "Discard the changes" until the dialog has gone, then forgets it', () => {
    const confirmed = discardReducer(discardReducer(idleDiscard, { type: 'ask', action: open }), {
      type: 'confirm',
    });
    expect(confirmed).toEqual({ pending: open, open: false, confirmed: true });
    expect(discardReducer(confirmed, { type: 'exited' })).toEqual(idleDiscard);
  });

  it('drops the action on cancel, so nothing happens when the dialog has gone', () => {
    const asked = discardReducer(idleDiscard, { type: 'ask', action: open });
    expect(discardReducer(asked, { type: 'cancel' })).toEqual({
      pending: null,
      open: false,
      confirmed: false,
    });
  });
});
