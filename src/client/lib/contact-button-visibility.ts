/** On the floating Contact Us button (components/layout/mobile-contact-button.tsx). */
export const CONTACT_BUTTON_ATTRIBUTE = 'data-contact-button';
/** On parts of a page the button must never cover besides forms: the footer's legal text. */
export const KEEPS_CONTACT_BUTTON_AWAY = 'data-keeps-contact-button-away';
/** Set to `true` by this script while a form or such a part is on screen; the button's CSS hides it then. */
export const CONTACT_BUTTON_AWAY = 'data-away';

/**
 * Hides the floating Contact Us button while any form (the visitor is already where it leads, and the
 * button would sit over a field) or the footer's legal text is on screen. Plain DOM: the button is
 * server markup, and the observer reads positions from the browser's own layout, forcing none.
 */
export function hideContactButtonOverForms() {
  const button = document.querySelector(`[${CONTACT_BUTTON_ATTRIBUTE}]`);
  if (!button) return;
  const onScreen = new Set<Element>();
  const observer = new IntersectionObserver((entries) => {
    // A form replaced by its thank-you message is reported as no longer intersecting.
    for (const entry of entries) onScreen[entry.isIntersecting ? 'add' : 'delete'](entry.target);
    button.setAttribute(CONTACT_BUTTON_AWAY, String(onScreen.size > 0));
  });
  document.querySelectorAll(`form, [${KEEPS_CONTACT_BUTTON_AWAY}]`).forEach((element) => observer.observe(element));
}
