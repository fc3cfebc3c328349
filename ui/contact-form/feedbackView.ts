import { errorIdOf } from './formModel';

/** The screen-reader response block of a form's container. */
function screenReader(container: HTMLElement) {
  return {
    status: container.querySelector<HTMLElement>('.screen-reader-response [role="status"]'),
    list: container.querySelector<HTMLElement>('.screen-reader-response ul'),
  };
}

function wrapOf(form: HTMLFormElement, field: string): HTMLElement | null {
  return form.querySelector<HTMLElement>(`.wpcf7-form-control-wrap[data-name="${CSS.escape(field)}"]`);
}

/** Id of a field's screen-reader entry; only characters safe in an id selector are kept. */
function safeErrorId(unitTag: string, field: string): string {
  return errorIdOf(unitTag, field).replace(/[^0-9a-z_-]+/gi, '');
}

/** The elements that carry a custom validity message: real form controls. */
function controlsIn(wrap: Element): HTMLElement[] {
  return Array.from(wrap.querySelectorAll<HTMLElement>('.wpcf7-form-control'));
}

function setCustomValidity(control: HTMLElement, message: string): void {
  if ('setCustomValidity' in control && typeof control.setCustomValidity === 'function') {
    (control as HTMLInputElement).setCustomValidity(message);
  }
}

/**
 * Clears every error and message before a call, as CF7's `clearResponse`: the screen-reader
 * status and list, the tips, `aria-invalid`, `aria-describedby`, the invalid class, custom
 * validity and the response output.
 */
export function clearResponse(form: HTMLFormElement, container: HTMLElement): void {
  const { status, list } = screenReader(container);
  if (status) status.textContent = '';
  if (list) list.textContent = '';
  form.querySelectorAll('.wpcf7-not-valid-tip').forEach((tip) => tip.remove());
  form.querySelectorAll('[aria-invalid]').forEach((element) => element.setAttribute('aria-invalid', 'false'));
  form.querySelectorAll<HTMLElement>('.wpcf7-form-control').forEach((control) => {
    control.removeAttribute('aria-describedby');
    control.classList.remove('wpcf7-not-valid');
    setCustomValidity(control, '');
  });
  form.querySelectorAll<HTMLElement>('.wpcf7-response-output').forEach((output) => { output.textContent = ''; });
}

/** Removes one field's error: its tip, its screen-reader entry and its invalid marks. */
export function removeValidationError(form: HTMLFormElement, container: HTMLElement, unitTag: string, field: string): void {
  const errorId = safeErrorId(unitTag, field);
  container.querySelector(`.screen-reader-response ul li#${CSS.escape(errorId)}`)?.remove();
  const wrap = wrapOf(form, field);
  if (!wrap) return;
  wrap.querySelector('.wpcf7-not-valid-tip')?.remove();
  wrap.querySelectorAll('[aria-invalid]').forEach((element) => element.setAttribute('aria-invalid', 'false'));
  for (const control of controlsIn(wrap)) {
    control.removeAttribute('aria-describedby');
    control.classList.remove('wpcf7-not-valid');
    setCustomValidity(control, '');
  }
}

/**
 * Shows one field's error as CF7 does: an entry in the screen-reader list (a link to the
 * control when it has an id), a `.wpcf7-not-valid-tip` under the field, `aria-invalid="true"`,
 * the `wpcf7-not-valid` class, `aria-describedby` pointing at the entry, and custom validity.
 */
export function setValidationError(form: HTMLFormElement, container: HTMLElement, unitTag: string, field: string, message: string): void {
  const wrap = wrapOf(form, field);
  if (!wrap) return;
  removeValidationError(form, container, unitTag, field);
  const errorId = safeErrorId(unitTag, field);
  const doc = form.ownerDocument;

  const item = doc.createElement('li');
  item.id = errorId;
  const firstControl = wrap.querySelector<HTMLElement>('.wpcf7-form-control');
  if (firstControl?.id) {
    const link = doc.createElement('a');
    link.href = `#${firstControl.id}`;
    link.textContent = message;
    item.append(link);
  } else {
    item.textContent = message;
  }
  screenReader(container).list?.append(item);

  const tip = doc.createElement('span');
  tip.className = 'wpcf7-not-valid-tip';
  tip.setAttribute('aria-hidden', 'true');
  tip.textContent = message;
  wrap.append(tip);
  wrap.querySelectorAll('[aria-invalid]').forEach((element) => element.setAttribute('aria-invalid', 'true'));
  for (const control of controlsIn(wrap)) {
    control.classList.add('wpcf7-not-valid');
    control.setAttribute('aria-describedby', errorId);
    setCustomValidity(control, message);
  }
}

/** Shows the server's message in the screen-reader status and the response output. */
export function showResponseMessage(form: HTMLFormElement, container: HTMLElement, message: string): void {
  const { status } = screenReader(container);
  if (status) status.textContent = message;
  form.querySelectorAll<HTMLElement>('.wpcf7-response-output').forEach((output) => { output.textContent = message; });
}

/** Moves focus to the first invalid control in form order, so keyboard users land on the problem. */
export function focusFirstInvalid(form: HTMLFormElement): void {
  const first = form.querySelector<HTMLElement>('.wpcf7-not-valid:is(input, select, textarea), .wpcf7-not-valid input');
  first?.focus();
}

/** Puts fresh quiz questions and answer hashes into the form and clears the answers. */
export function refillQuiz(form: HTMLFormElement, quiz: Record<string, readonly [string, string]>): void {
  for (const [name, [question, hash]] of Object.entries(quiz)) {
    form.querySelectorAll<HTMLElement>(`.wpcf7-form-control-wrap[data-name="${CSS.escape(name)}"]`).forEach((wrap) => {
      const answer = wrap.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`);
      if (answer) answer.value = '';
      const label = wrap.querySelector('.wpcf7-quiz-label');
      if (label) label.textContent = question;
      const expected = wrap.querySelector<HTMLInputElement>(`input[name="_wpcf7_quiz_answer_${CSS.escape(name)}"]`);
      if (expected) expected.value = hash;
    });
  }
}

/** Puts fresh captcha images into the form (CF7's `refillCaptcha`) and clears the typed codes. */
export function refillCaptcha(form: HTMLFormElement, captcha: Record<string, string>): void {
  for (const [name, url] of Object.entries(captcha)) {
    form.querySelectorAll<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`).forEach((input) => { input.value = ''; });
    form.querySelectorAll<HTMLImageElement>(`img.wpcf7-captcha-${CSS.escape(name.replaceAll(':', ''))}`).forEach((image) => { image.src = url; });
    const challenge = /([0-9]+)\.(png|gif|jpeg)$/.exec(url)?.[1];
    if (challenge === undefined) continue;
    form.querySelectorAll<HTMLInputElement>(`input[name="_wpcf7_captcha_challenge_${CSS.escape(name)}"]`).forEach((input) => { input.value = challenge; });
  }
}
