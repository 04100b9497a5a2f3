/** Account rules from the spec (section 9), shared by the forms, the auth server and the mail. */
export const MIN_PASSWORD_LENGTH = 6;
export const CODE_LENGTH = 6;
export const CODE_VALIDITY_SECONDS = 60 * 60;
export const CODE_VALIDITY_TEXT = "1 hour";
/** Wrong entries allowed per code; the next entry is refused even when right. */
export const CODE_ATTEMPTS = 5;
export const EMAIL_CHECK_DEBOUNCE_MS = 500;
/** Delay before the redirect after sign-up success, admin login and a password reset. */
export const REDIRECT_DELAY_MS = 2000;
export const EMAIL_CHANGE_SUCCESS_REDIRECT_MS = 5000;
export const MESSAGE_CLEAR_MS = 3000;
