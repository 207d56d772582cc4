// The cart kept in this browser's local storage (web/features/merch/cart.ts), shared by every tab:
// null while prerendering and hydrating, then what storage holds.
import { useSyncExternalStore } from 'react';
import { merchContent } from '../../lib/content/merch.ts';
import { cartStorageKey, readCart, writeCart, type Cart } from './cart.ts';

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: Cart = [];

function read(): Cart {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(cartStorageKey);
  } catch {
    raw = null;
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = readCart(raw, merchContent.items);
  }
  return cached;
}

/** Stores the cart (an empty one is removed) and tells every component showing it. */
export function saveCart(cart: Cart): void {
  try {
    if (cart.length) window.localStorage.setItem(cartStorageKey, writeCart(cart));
    else window.localStorage.removeItem(cartStorageKey);
  } catch {
    // Storage full or blocked: the cart lives as long as the page does.
    cachedRaw = writeCart(cart);
    cached = cart;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === cartStorageKey) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useCart(): Cart | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
