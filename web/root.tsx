// The document shell shared by every page: head, navigation, footer and the error screen.
import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from 'react-router';
import type { Route } from './+types/root';
import { logoPicture } from './components/chapter-logo.tsx';
import { SiteFooter } from './components/site-footer.tsx';
import { SiteNav } from './components/site-nav.tsx';
import { loadPageContent } from './lib/content/live.ts';
import { paths } from './lib/paths.ts';
import { useLogout, useSessionCheck } from './lib/session.ts';
import stylesheet from './styles/app.scss?url';

export const links: Route.LinksFunction = () => {
  const logo = logoPicture().img.src;
  return [
    // First in <head>: the stylesheet gates the first paint, so it must not queue behind the
    // module preloads on an HTTP/1.1 connection.
    { rel: 'stylesheet', href: stylesheet, precedence: 'default' },
    { rel: 'icon', href: logo, type: `image/${logo.split('.').pop()}` },
  ];
};

/**
 * Before a page shows in the browser, the published texts it shows that this page did not carry
 * (each page carries only its own: web/lib/content/live.ts, decision 016).
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request }, next) => {
    await loadPageContent(new URL(request.url).pathname);
    return next();
  },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#14305c" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const logout = useLogout();
  useSessionCheck();
  return (
    <>
      <SiteNav onLogout={logout} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/**
 * The page the server sends for the paths that are not prerendered (the officer console): the
 * site's frame, into which the page's own code renders once it has arrived (kept this small
 * because every page loads this file: decision 017).
 */
export const HydrateFallback = () => <Shell>{null}</Shell>;

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <Shell>
      <section className="container py-5 text-center">
        <h1>{notFound ? 'Page not found' : 'Something went wrong'}</h1>
        <p className="lead">
          {notFound
            ? 'We could not find that page.'
            : 'The page could not be shown. Please reload, or try again in a moment.'}
        </p>
        <a className="btn btn-primary" href={paths.home}>
          Go to the home page
        </a>
      </section>
    </Shell>
  );
}
