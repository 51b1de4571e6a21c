import { RouterContextProvider } from "react-router";

import { clientContext, servicesContext } from "#server/request-context.ts";
import type { Services } from "#server/services.ts";
import type { SubmissionServices } from "#server/forms/submit-once.ts";

/** The request context a route action gets from the server, for calling form handlers directly. */
export function formContext(
  services: SubmissionServices,
  ip = "198.51.100.7",
): RouterContextProvider {
  const context = new RouterContextProvider();
  // Form handlers use only the submission services.
  context.set(servicesContext, services as Services);
  context.set(clientContext, { ip });
  return context;
}
