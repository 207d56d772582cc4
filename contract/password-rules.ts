// Password rules shown at signup (docs/product.md#validation), enforced by the server; zod-free, so
// the signup form can show them without loading the validation library.
import { limits } from './limits.ts';

export const passwordRules = [
  {
    test: (p: string) => p.length >= limits.password.minLength,
    text: `At least ${limits.password.minLength} characters`,
  },
  { test: (p: string) => /[A-Z]/.test(p), text: 'One uppercase letter' },
  { test: (p: string) => /[a-z]/.test(p), text: 'One lowercase letter' },
  { test: (p: string) => /[0-9]/.test(p), text: 'One number' },
  { test: (p: string) => /[^A-Za-z0-9]/.test(p), text: 'One special character' },
] as const;
