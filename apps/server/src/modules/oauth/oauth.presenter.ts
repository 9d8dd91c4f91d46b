import { OAUTH_ERROR_PARAM } from '@bright/contracts';

/** Where a failed browser sign-in lands: the login page, which shows a translated message. */
export const SIGN_IN_FAILED_LOCATION = `/login?${OAUTH_ERROR_PARAM}=1`;

/** The web's cloud-login entry (`/?access_token=...&redirectUrl=...`) turns this into a signed-in page. */
export function toSignedInLocation(token: string, redirectUrl: string | undefined) {
  const query = new URLSearchParams({ access_token: token });
  if (redirectUrl) query.set('redirectUrl', redirectUrl);
  return `/?${query.toString()}`;
}
