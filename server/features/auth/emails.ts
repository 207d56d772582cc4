// The account emails: verification code and password reset link. Codes never go in a subject line
// (subjects appear in logs and notifications).
import { limits } from '../../../contract/limits.ts';
import type { MailMessage } from '../../core/mail/mailer.ts';
import { renderEmail, type EmailBrand } from '../../core/mail/templates.ts';

export function resetEmail(
  brand: EmailBrand,
  publicUrl: string,
  to: string,
  token: string,
): MailMessage {
  const url = `${publicUrl}/reset-password?token=${token}`;
  return {
    to,
    subject: `Reset your ${brand.siteName} password`,
    ...renderEmail(brand, {
      heading: 'Reset your password',
      paragraphs: [
        'Someone, hopefully you, asked to reset the password of your account.',
        'Choose a new password here:',
      ],
      action: { label: 'Choose a new password', url },
      notes: [
        `The link works once, for ${limits.auth.resetLinkMinutes} minutes.`,
        'If you did not ask for this, ignore this email: your password stays the same.',
      ],
    }),
  };
}

/**
 * To an address that already has an account, when someone signs up with it and a valid invite code:
 * the signup answered as for a new account (so the form tells nobody which emails have accounts), and
 * this email tells the owner how to get in. The invite code was not used up.
 */
export function existingAccountEmail(
  brand: EmailBrand,
  publicUrl: string,
  to: string,
  name: string,
): MailMessage {
  return {
    to,
    subject: `You already have a ${brand.siteName} account`,
    ...renderEmail(brand, {
      heading: `Hello ${name}`,
      paragraphs: [
        'Someone, hopefully you, just tried to create an account with this email address. You already have one, so no new account was made and the invite code was not used up.',
        'If you do not remember your password (or never finished verifying the account), choose a new one here; that also verifies the account:',
      ],
      action: {
        label: 'Reset your password',
        url: `${publicUrl}/forgot-password?email=${encodeURIComponent(to)}`,
      },
      notes: ['If it was not you, you can ignore this email: nothing about your account changed.'],
    }),
  };
}
