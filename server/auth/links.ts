/**
 * Links the portal's emails carry, built from APP_URL. One-time tokens ride
 * in the fragment (`#token=`): browsers never send it to a server, so it
 * stays out of request logs, and a mail scanner that fetches the link cannot
 * use it up.
 */
export function portalLinks(appUrl: URL) {
  const at = (path: string, token?: string) => {
    const url = new URL(path, appUrl);
    if (token !== undefined)
      url.hash = new URLSearchParams({ token }).toString();
    return url.href;
  };
  return {
    confirmEmail: (token: string) => at("/auth/callback", token),
    resetPassword: (token: string) => at("/reset-password", token),
    signIn: at("/login"),
    forgotPassword: at("/forgot-password"),
  };
}
