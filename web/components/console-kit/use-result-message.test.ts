import { describe, expect, it } from 'vitest';
import { failureMessage, successMessage } from './use-result-message.ts';

describe('result messages', () => {
  it('says a success as it is', () => {
    expect(successMessage('The event is saved.')).toEqual({
      kind: 'success',
      text: 'The event is saved.',
    });
  });

  it('says what did not happen and why, as a danger', () => {
    expect(failureMessage(new Error('offline'), 'The event was not deleted')).toEqual({
      kind: 'danger',
      text: 'The event was not deleted: offline',
    });
  });
});
