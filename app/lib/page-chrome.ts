/**
 * Which frame a page stands in. The public site's pages have its header,
 * footer and disclaimer; the back office (its routes' handles say
 * `workspace: true`) has a compact staff frame instead (AdminShell), so a
 * handler works without the marketing around every record (issue 23).
 */
export interface ChromeHandle {
  workspace?: true;
}

/** Whether any matched route asks for the staff workspace's frame. */
export function isWorkspacePage(
  matches: readonly { handle?: unknown }[],
): boolean {
  return matches.some(
    (match) => (match.handle as ChromeHandle | undefined)?.workspace === true,
  );
}
