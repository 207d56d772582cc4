import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api-client.ts';
import { saveErrorText } from './save-messages.ts';

describe('saveErrorText', () => {
  it('says "Save failed" with the server’s message when the answer carries success:false', () => {
    const refused = new ApiRequestError(400, 'x', 'Enter a plausible year.', 'validation_failed', {
      success: false,
      message: 'Enter a plausible year.',
    });
    expect(saveErrorText(refused, 'member')).toBe('Save failed: Enter a plausible year.');
    const bare = new ApiRequestError(400, 'x', undefined, undefined, { success: false });
    expect(saveErrorText(bare, 'member')).toBe('Save failed: Unknown error');
  });
  it('says "Error updating profile" with the server message or the error text otherwise', () => {
    expect(
      saveErrorText(new ApiRequestError(500, 'x', 'Something went wrong on our side.'), 'member'),
    ).toBe('Error updating profile: Something went wrong on our side.');
    expect(saveErrorText(new ApiRequestError(0, 'Network request failed'), 'member')).toBe(
      'Error updating profile: Network request failed',
    );
    expect(saveErrorText(new Error('boom'), 'member')).toBe('Error updating profile: boom');
  });
  it('uses one generic text on the alumni page', () => {
    expect(
      saveErrorText(new ApiRequestError(400, 'x', 'y', 'z', { success: false }), 'alumni'),
    ).toBe('Error updating profile. Please try again.');
  });
});
