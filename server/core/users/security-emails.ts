// The emails that tell a person what just happened to his account's security (password changed or
// reset, two-factor turned on or off or reset by an officer, a recovery code used): when, from
// which device, and what to do if it was not him. They are not optional, and hold no code or link
// that would let a reader in.
import { formatDateTime } from '../../../contract/dates.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { renderEmail, type EmailBrand } from '../mail/templates.ts';

export type SecurityEvent =
  | 'password-changed'
  | 'password-reset'
  | 'two-factor-on'
  | 'two-factor-off'
  | 'recovery-code-used'
  | 'two-factor-reset';

export interface SecurityNotice {
  event: SecurityEvent;
  at: Date;
  /** "Chrome on Android" (server/lib/device.ts) of the browser that did it. */
  device: string;
  /** The officer who reset two-factor ("Name"), for `two-factor-reset`. */
  by?: string;
  /** Recovery codes left, for `recovery-code-used`. */
  recoveryCodesLeft?: number;
  /** The account still has two-factor on (said after a password reset). */
  twoFactorOn?: boolean;
}

/**
 * "Thu, Nov 26, 2026, 9:14 AM EST" on the chapter's clock (UTC when it has none), as every date is
 * written (docs/product.md#dates), with the zone's name: the reader may be elsewhere.
 */
export function formatWhen(at: Date, timeZone = 'UTC'): string {
  const zone =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  return `${formatDateTime(at, timeZone)} ${zone}`;
}

const subjects: Record<SecurityEvent, string> = {
  'password-changed': 'Your password was changed',
  'password-reset': 'Your password was reset',
  'two-factor-on': 'Two-factor authentication was turned on',
  'two-factor-off': 'Two-factor authentication was turned off',
  'recovery-code-used': 'A recovery code was used to log in',
  'two-factor-reset': 'Your two-factor authentication was reset by an officer',
};

function whatHappened(notice: SecurityNotice, when: string): string[] {
  const from = `from ${notice.device}`;
  switch (notice.event) {
    case 'password-changed':
      return [
        `The password of your account was changed on ${when}, ${from}. Every other device was logged out.`,
      ];
    case 'password-reset':
      return [
        `The password of your account was reset with an emailed link on ${when}, ${from}. Every device was logged out.`,
        ...(notice.twoFactorOn
          ? [
              'Two-factor authentication is still on: to log in you need your new password and a code from your authenticator app (or one of your recovery codes). If you have lost your phone and your recovery codes, ask a chapter officer who manages accounts to reset your two-factor authentication.',
            ]
          : []),
      ];
    case 'two-factor-on':
      return [
        `Two-factor authentication was turned on for your account on ${when}, ${from}. From now on, logging in asks for a code from your authenticator app.`,
      ];
    case 'two-factor-off':
      return [
        `Two-factor authentication was turned off for your account on ${when}, ${from}. Logging in now needs only your password.`,
      ];
    case 'recovery-code-used':
      return [
        `One of your recovery codes was used to log in on ${when}, ${from}. Each code works once; ${notice.recoveryCodesLeft ?? 0} of them are left.`,
        'If you have lost your phone, turn two-factor off and on again in your account settings to link a new one and get new recovery codes.',
      ];
    case 'two-factor-reset':
      return [
        `${notice.by ?? 'A chapter officer'} reset two-factor authentication for your account on ${when}, ${from}. Logging in now needs only your password; turn two-factor on again in your account settings.`,
      ];
  }
}

export function securityNoticeEmail(
  brand: EmailBrand,
  publicUrl: string,
  to: string,
  name: string,
  notice: SecurityNotice,
): MailMessage {
  const when = formatWhen(notice.at, brand.timeZone);
  return {
    to,
    subject: subjects[notice.event],
    ...renderEmail(brand, {
      heading: `Hello ${name}`,
      paragraphs: whatHappened(notice, when),
      more: [
        'If this was you, there is nothing to do.',
        'If it was not you, someone may have your password: reset it now with the link below (that logs out every device), then tell a chapter officer who manages accounts.',
      ],
      action: { label: 'Reset your password', url: `${publicUrl}/forgot-password` },
      notes: [
        `We send this email for every change to how your ${brand.siteName} account is protected; it cannot be turned off.`,
      ],
    }),
  };
}
