import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  type LinksFunction,
} from "react-router";
import { useEffect } from "react";
import enhancementUrls from "virtual:enhancements";

import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { SkipLink } from "#app/components/layout/skip-link.tsx";
import { FlashToasts } from "#app/components/portal/flash-toasts.tsx";
import { PortalLoading } from "#app/components/portal/portal-loading.tsx";
import { Toasts } from "#app/components/ui/toasts.tsx";
import { NotFound } from "#app/components/not-found.tsx";
import { ErrorPage } from "#app/components/error-page.tsx";
import { pageScripts } from "#app/lib/enhancements.ts";
import { isWorkspacePage } from "#app/lib/page-chrome.ts";
import { localeOfPath } from "#app/lib/locale.ts";
import { SiteWordsProvider, siteWordsOf } from "#app/lib/site-words.ts";

import { databaseUnavailableMiddleware } from "./database-unavailable.server.ts";

import type { Route } from "./+types/root";
import "./app.css";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * Content pages (their route's handle says `hydrate: false`) are sent without
 * React Router's scripts: their HTML works on its own, and the framework-free
 * modules their routes list make it nicer. Once React runs in the browser
 * (a form page, then a client-side navigation), every page it renders keeps
 * React's parts, so nothing mounted is torn down.
 *
 * The back office (app/lib/page-chrome.ts) stands in the staff workspace's
 * frame instead of the site's header and footer, drawn by its routes
 * (AdminShell); both keep the skip link, the one <main> it leads to, and
 * the toasts.
 */
export function Layout({ children }: { children: React.ReactNode }) {
  const matches = useMatches();
  const page = pageScripts(matches);
  // A back-office page draws its own frame and <main> (AdminShell, in the
  // admin routes' chunks: no public page loads it); an error that reached
  // this root is shown in the public frame.
  const error = useRouteError();
  const workspace = isWorkspacePage(matches) && !error;
  const react = page.hydrate || typeof document !== "undefined";
  // The page's language is its path's (/es/... is Spanish), on error pages too.
  const lang = localeOfPath(useLocation().pathname);
  // The frame's words: a Spanish page's come with its route module (its
  // handle), so that an English page's chunks carry no Spanish (decision 0092).
  const words = siteWordsOf(matches, lang === "es");
  return (
    <SiteWordsProvider value={words}>
      <html lang={lang}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="theme-color" content="#0c2a42" />
          <Meta />
          <Links />
        </head>
        <body
          className={
            workspace
              ? "min-h-screen bg-slate-50"
              : "flex min-h-screen flex-col"
          }
        >
          <SkipLink />
          {workspace ? (
            children
          ) : (
            <>
              <SiteHeader />
              <main
                id="main-content"
                tabIndex={-1}
                className="flex-1 focus:outline-none"
              >
                {children}
              </main>
              <SiteFooter />
            </>
          )}
          {page.modules.map((name) => (
            <script
              key={name}
              type="module"
              async
              src={enhancementUrls[name]}
            />
          ))}
          {react && (
            <>
              <Toasts />
              <FlashToasts />
              <PortalLoading />
              <ScrollRestoration />
              <Scripts />
            </>
          )}
        </body>
      </html>
    </SiteWordsProvider>
  );
}

/** Server only (stripped from the browser bundle with the module it comes from). */
export const middleware: Route.MiddlewareFunction[] = [
  databaseUnavailableMiddleware,
];

export default function App() {
  // Said on the page once React has taken it over: from then on its forms
  // send themselves (until then they post as plain HTML). The end-to-end
  // tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const unavailable = isRouteErrorResponse(error) && error.status === 503;
  return <ErrorPage reason={unavailable ? "unavailable" : "failed"} />;
}
