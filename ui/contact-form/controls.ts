import {
  characterCount,
  exclusiveCheckboxStates,
  isFreeTextEnabled,
  normalizeUrlInput,
  shouldDisableSubmit,
} from '../../domain/contact-form';
import type { AcceptanceBox } from '../../domain/contact-form';

/** Adds CF7's spinner after every submit button that asks for one. */
export function insertSpinners(form: HTMLFormElement): void {
  form.querySelectorAll('.has-spinner').forEach((button) => {
    if (button.nextElementSibling?.classList.contains('wpcf7-spinner')) return;
    button.insertAdjacentHTML('afterend', '<span class="wpcf7-spinner" aria-hidden="true"></span>');
  });
}

function acceptanceBoxes(form: HTMLFormElement): AcceptanceBox[] {
  return Array.from(form.querySelectorAll<HTMLElement>('.wpcf7-acceptance')).flatMap((group) => {
    const box = group.querySelector<HTMLInputElement>('input[type="checkbox"]');
    if (!box) return [];
    return [{ name: box.name, checked: box.checked, optional: group.classList.contains('optional'), invert: group.classList.contains('invert') }];
  });
}

/**
 * Disables the submit buttons while a non-optional acceptance box is not in its required state;
 * a form using acceptance as validation (class `wpcf7-acceptance-as-validation`) never gates.
 */
export function updateSubmitButtons(form: HTMLFormElement): void {
  const disabled = shouldDisableSubmit(acceptanceBoxes(form), {
    acceptanceAsValidation: form.classList.contains('wpcf7-acceptance-as-validation'),
  });
  form.querySelectorAll<HTMLInputElement | HTMLButtonElement>('.wpcf7-submit').forEach((button) => { button.disabled = disabled; });
}

/** In an exclusive checkbox group, checking one box unchecks the others. */
export function enforceExclusive(form: HTMLFormElement, target: EventTarget | null): void {
  if (!(target instanceof HTMLInputElement) || target.type !== 'checkbox' || !target.closest('.wpcf7-exclusive-checkbox')) return;
  const boxes = Array.from(form.querySelectorAll<HTMLInputElement>(`input[type="checkbox"][name="${CSS.escape(target.name)}"]`));
  const states = exclusiveCheckboxStates(boxes.map((box) => box.checked), boxes.indexOf(target));
  boxes.forEach((box, index) => { box.checked = states[index] ?? false; });
}

/** Enables each free-text input only while its paired checkbox or radio is checked. */
export function updateFreeTexts(form: HTMLFormElement): void {
  form.querySelectorAll<HTMLElement>('.wpcf7-list-item.has-free-text').forEach((item) => {
    const choice = item.querySelector<HTMLInputElement>('input[type="checkbox"], input[type="radio"]');
    const freeText = item.querySelector<HTMLInputElement>('input.wpcf7-free-text');
    if (!choice || !freeText) return;
    freeText.disabled = !isFreeTextEnabled([choice.checked], 0);
  });
}

/** A URL field's change-time fix-up: `example.com` becomes `http://example.com`. */
export function normalizeUrlField(target: EventTarget | null): void {
  if (!(target instanceof HTMLInputElement) || !target.classList.contains('wpcf7-validates-as-url')) return;
  target.value = normalizeUrlInput(target.value);
}

function numberData(value: string | undefined): number {
  const number = Number.parseInt(value ?? '', 10);
  return Number.isFinite(number) ? number : 0;
}

/** Updates every character counter from the field it counts. */
export function updateCounters(form: HTMLFormElement): void {
  form.querySelectorAll<HTMLElement>('.wpcf7-character-count').forEach((counter) => {
    const name = counter.dataset.targetName ?? '';
    const target = form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${CSS.escape(name)}"]`);
    if (!target) return;
    const state = characterCount(target.value, {
      down: counter.classList.contains('down'),
      startingValue: numberData(counter.dataset.startingValue),
      maximum: numberData(counter.dataset.maximumValue),
      minimum: numberData(counter.dataset.minimumValue),
    });
    counter.dataset.currentValue = String(state.count);
    counter.textContent = String(state.count);
    counter.classList.toggle('too-long', state.tooLong);
    counter.classList.toggle('too-short', state.tooShort);
  });
}

/** Makes elements marked `inert-on-{status}` inert while the form is in that status. */
export function applyInert(form: HTMLFormElement, status: string): void {
  form.querySelectorAll<HTMLElement>('.active-on-any').forEach((element) => {
    element.removeAttribute('inert');
    element.classList.remove('active-on-any');
  });
  form.querySelectorAll<HTMLElement>(`.inert-on-${CSS.escape(status)}`).forEach((element) => {
    element.setAttribute('inert', 'inert');
    element.classList.add('active-on-any');
  });
}
