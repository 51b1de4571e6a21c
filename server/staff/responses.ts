/**
 * A response of its own (a download, a CSV) with the cookies requireStaff
 * asked for: a session that was extended must reach the browser here too.
 */
export function withStaffCookies(
  response: Response,
  headers: Headers,
): Response {
  for (const cookie of headers.getSetCookie())
    response.headers.append("Set-Cookie", cookie);
  return response;
}
