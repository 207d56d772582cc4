import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { verificationCode } from '../../../../contract/api/auth.ts';
import { VerifyForm } from './verify-form.tsx';

// The logo's pictures are made by the build's image plugin, which unit tests do not run.
vi.mock('../../../components/chapter-logo.tsx', () => ({ ChapterLogo: () => null }));

describe('VerifyForm', () => {
  it('lets the browser send exactly the codes the contract accepts', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <VerifyForm initialEmail="jordan@example.com" />
      </MemoryRouter>,
    );
    const pattern = /pattern="([^"]+)"/.exec(html)?.[1];
    const maxLength = Number(/maxlength="(\d+)"/i.exec(html)?.[1]);
    expect(pattern).toBeDefined();
    // The browser anchors `pattern` at both ends.
    const browserSends = (code: string) =>
      code.length <= maxLength && new RegExp(`^(?:${pattern})$`).test(code);
    const codes = ['123456', '000000', '12345', '1234567', '12a456', '12 456', ''];
    expect(codes.filter(browserSends)).toEqual(
      codes.filter((code) => verificationCode.safeParse(code).success),
    );
    expect(html).toContain('Enter the 6-digit code we emailed you.');
  });
});
