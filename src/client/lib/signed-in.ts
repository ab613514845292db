/**
 * On <html> while the visitor's session is confirmed: the public pages' plain markup (the slide-in
 * menu's Admin Dashboard and Log out) shows by CSS on it. Set by the header's account island.
 */
export const SIGNED_IN_ATTRIBUTE = 'data-signed-in';

export const markSignedIn = (signedIn: boolean) => document.documentElement.toggleAttribute(SIGNED_IN_ATTRIBUTE, signedIn);
