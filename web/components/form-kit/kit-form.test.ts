import { describe, expect, it } from 'vitest';
import { typedBeforeStart } from './kit-form.tsx';

const field = (name: string, value: string, defaultValue = '', type = 'text') => ({
  name,
  value,
  defaultValue,
  type,
});
const root = (...fields: ReturnType<typeof field>[]) => ({ querySelectorAll: () => fields });

describe('typedBeforeStart', () => {
  it('gives the text fields whose value differs from what the page rendered, by name', () => {
    expect(
      typedBeforeStart(
        root(
          field('email', 'ann@example.com'),
          field('password', 'Secret-2027!', '', 'password'),
          field('inviteCode', 'OXP-1', 'OXP-1'),
          field('remember', 'on', 'on', 'checkbox'),
          field('note', 'typed', 'typed'),
        ),
      ),
    ).toEqual({ email: 'ann@example.com', password: 'Secret-2027!' });
  });

  it('gives nothing without a form, or when nothing was typed', () => {
    expect(typedBeforeStart(null)).toEqual({});
    expect(typedBeforeStart(root(field('email', '')))).toEqual({});
  });
});
