/** The notice that replaces a contact form placed inside another form. */
export const WRONG_PLACE_NOTICE = 'Error: This contact form is placed in the wrong place.';

/** Every contact-form container on the page. */
export function findContactForms(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>('.wpcf7'));
}

/** A form nested in another form cannot submit on its own, so it is not enhanced. */
export function isPlacedInsideAnotherForm(container: Element): boolean {
  return Boolean(container.parentElement?.closest('form'));
}

/**
 * The browser features the widget relies on; the names of the missing ones are returned so
 * they can be logged, and the form is then left as a plain HTML form.
 */
export function checkCapabilities(scope: Window & typeof globalThis): string[] {
  const missing: string[] = [];
  if (typeof scope.fetch !== 'function') missing.push('no support for fetch');
  if (typeof scope.FormData !== 'function') missing.push('no support for FormData');
  if (typeof scope.NodeList?.prototype.forEach !== 'function') missing.push('no support for NodeList.forEach');
  if (typeof String.prototype.replaceAll !== 'function') missing.push('no support for String.replaceAll');
  return missing;
}
