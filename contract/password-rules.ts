// The password rules shown at signup (SPEC.md §5) and enforced by the server. Kept free of zod, so
// the signup form can show them without loading the validation library.
import { limits } from './limits.ts';

export const passwordRules = [
  { test: (p: string) => p.length >= limits.password.minLength, text: 'At least 8 characters' },
  { test: (p: string) => /[A-Z]/.test(p), text: 'One uppercase letter' },
  { test: (p: string) => /[a-z]/.test(p), text: 'One lowercase letter' },
  { test: (p: string) => /[0-9]/.test(p), text: 'One number' },
  { test: (p: string) => /[^A-Za-z0-9]/.test(p), text: 'One special character' },
] as const;
