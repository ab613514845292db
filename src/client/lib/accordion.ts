/** The container of an accordion whose items open one at a time (server markup, e.g. the services list). */
export const ACCORDION_ATTRIBUTE = 'data-accordion';

function setExpanded(trigger: Element, expanded: boolean) {
  trigger.setAttribute('aria-expanded', String(expanded));
  const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
  if (panel) panel.hidden = !expanded;
}

/**
 * A tap on an accordion trigger (the WAI-ARIA pattern: a button with aria-expanded and aria-controls):
 * it opens its panel and closes the open one, or closes its own. Plain DOM, so the first tap answers
 * at once without loading React (issue 19 item 6).
 */
export function toggleAccordionItem(trigger: Element) {
  const opening = trigger.getAttribute('aria-expanded') !== 'true';
  const accordion = trigger.closest(`[${ACCORDION_ATTRIBUTE}]`);
  for (const open of accordion?.querySelectorAll('[aria-expanded=true]') ?? []) setExpanded(open, false);
  setExpanded(trigger, opening);
}
