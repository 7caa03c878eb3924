/** Which form the sign-in popup shows. */
export type AuthPopupMode = 'login' | 'register';
