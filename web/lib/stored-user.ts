// The signed-in person's non-secret profile, in local storage under `user` (docs/product.md#session).
import { useSyncExternalStore } from 'react';
import type { Profile } from '../../contract/api/auth.ts';

/**
 * The API's profile as kept in storage. Looser than `Profile` because storage may hold what the
 * legacy site wrote there: fields missing, another role, the graduation year as text.
 */
export type StoredUser = Pick<Profile, 'name' | 'email'> &
  Partial<Omit<Profile, 'name' | 'email' | 'role' | 'graduationYear'>> & {
    role: string;
    graduationYear?: Profile['graduationYear'] | string;
  };

const key = 'user';
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedUser: StoredUser | null = null;

function read(): StoredUser | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(key);
  } catch {
    return null;
  }
  if (raw === cachedRaw) return cachedUser;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    cachedUser =
      parsed && typeof parsed === 'object' && typeof (parsed as StoredUser).name === 'string'
        ? (parsed as StoredUser)
        : null;
  } catch {
    cachedUser = null;
  }
  return cachedUser;
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** The stored user right now (outside React; components use `useStoredUser`). */
export function readStoredUser(): StoredUser | null {
  return read();
}

export function setStoredUser(user: StoredUser): void {
  window.localStorage.setItem(key, JSON.stringify(user));
  notify();
}

export function clearStoredUser(): void {
  try {
    window.localStorage.removeItem(key);
    // The legacy site also kept the token under `token`; make sure none is left behind.
    window.localStorage.removeItem('token');
  } catch {
    // Storage may be unavailable (private mode); there is nothing to clear then.
  }
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === key) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored user, or null. Prerendered HTML is always the signed-out state; hydration then reads storage. */
export function useStoredUser(): StoredUser | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
