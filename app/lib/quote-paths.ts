/**
 * Where saved estimates and requests for an agent live (decision 0060): the
 * estimate result posts to SAVE_ESTIMATE_PATH; a saved estimate reopens at
 * `${SAVED_ESTIMATE_PATH}/<token>`, asks for an agent at
 * `${SAVED_ESTIMATE_PATH}/<token>/agent`, and a line is added to it from
 * `${SAVED_ESTIMATE_PATH}/<token>/add/<line>`. The token rides in the path
 * of the saved estimate's own pages, never in a query string
 * (server/http/token-routes.ts).
 */
export const SAVE_ESTIMATE_PATH = "/quote/save";
export const SAVED_ESTIMATE_PATH = "/quote/saved";

/** The save form's field that names the saved estimate a new line joins (posted, never in an address). */
export const ADD_TO_FIELD = "add";

export const savedEstimatePath = (token: string) =>
  `${SAVED_ESTIMATE_PATH}/${token}`;
export const agentRequestPath = (token: string) =>
  `${SAVED_ESTIMATE_PATH}/${token}/agent`;
/** A line's estimate page that saves into the estimate of `token`. */
export const addLinePath = (token: string, line: string) =>
  `${SAVED_ESTIMATE_PATH}/${token}/add/${line}`;
