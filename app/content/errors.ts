/**
 * The words of the site's own error pages. Apart from the forms' messages
 * (forms.ts) because every page's bundle carries these with the root route.
 */
export const errorPages = {
  /** Anything unexpected while rendering a page. */
  failed: {
    title: "Something went wrong",
    description: "We could not show this page. Please try again in a moment.",
  },
  /** The database is away: a page or an endpoint that needs it answers 503. */
  unavailable: {
    title: "Service Temporarily Unavailable",
    description:
      "We cannot show this just now: our systems are briefly unavailable. Nothing you sent before is lost. Please try again in a minute or two.",
  },
  /** Any path the site has no page for (a real 404). */
  notFound: {
    title: "Page not found",
    heading: "Oops! Page not found",
    description: "The page you are looking for does not exist or has moved.",
  },
  home: "Return to Home",
};
