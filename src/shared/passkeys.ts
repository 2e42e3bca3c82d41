/** Where passkeys are managed: the account host's page, and the portal's address that leads there. */
export const PASSKEYS_HOST_PATH = '/toegangssleutels';
export const PORTAL_PASSKEYS_PATH = '/account/toegangssleutels';
