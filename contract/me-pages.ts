// The addresses of a signed-in brother's home and of each of its pages (docs/product.md#your-home):
// the web app routes them (one route, web/routes/me.tsx), the build prerenders each
// (react-router.config.ts), and the server's emails link to them.
export const mePages = {
  home: '/me',
  standing: '/me/standing',
  dues: '/me/dues',
  privacy: '/me/privacy',
  office: '/me/office',
  mail: '/me/mail',
  data: '/me/data',
  security: '/me/security',
  recruitment: '/me/recruitment',
} as const;

export type MePage = keyof typeof mePages;

/** Which page of /me an address is (the home for an address that is none of them). */
export function mePageAt(pathname: string): MePage {
  const path = pathname.replace(/\/+$/, '');
  const found = Object.entries(mePages).find(([, address]) => address === path);
  return (found?.[0] as MePage | undefined) ?? 'home';
}
