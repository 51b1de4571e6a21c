/**
 * Where saved estimates and requests for an agent live (decision 0060): the
 * estimate result posts to SAVE_ESTIMATE_PATH; a saved estimate reopens at
 * `${SAVED_ESTIMATE_PATH}/<token>` and asks for an agent at
 * `${SAVED_ESTIMATE_PATH}/<token>/agent`; a line is added to it from
 * `/quote/<line>?add=<token>`.
 */
export const SAVE_ESTIMATE_PATH = "/quote/save";
export const SAVED_ESTIMATE_PATH = "/quote/saved";

/** The query parameter that names the saved estimate a new line joins. */
export const ADD_TO_PARAM = "add";

export const savedEstimatePath = (token: string) =>
  `${SAVED_ESTIMATE_PATH}/${token}`;
export const agentRequestPath = (token: string) =>
  `${SAVED_ESTIMATE_PATH}/${token}/agent`;
