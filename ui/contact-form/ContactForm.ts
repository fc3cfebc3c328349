import { createActor } from 'xstate';
import { toFormValues, validateWithSchema } from '../../domain/contact-form';
import type { ContactFormStatus, FieldValue, SwvSchema } from '../../domain/contact-form';
import { ApiFetchError, type ApiFetch } from './apiClient';
import { applyInert, enforceExclusive, insertSpinners, normalizeUrlField, updateCounters, updateFreeTexts, updateSubmitButtons } from './controls';
import {
  clearResponse,
  focusFirstInvalid,
  refillCaptcha,
  refillQuiz,
  removeValidationError,
  setValidationError,
  showResponseMessage,
} from './feedbackView';
import {
  eventDetail,
  fieldsUnderValidation,
  outcomeEventName,
  readFormConfig,
  statusChangedDetail,
  type ContactFormEventDetail,
  type FormConfig,
} from './formModel';
import { statusMachine, statusOf } from './statusMachine';

/** The feedback response fields the widget reads. */
interface FeedbackResponse {
  status: string;
  message: string;
  invalid_fields?: { field: string; message: string }[];
  posted_data_hash?: string;
  captcha?: Record<string, string>;
  quiz?: Record<string, [string, string]>;
}

/** What a form needs from the page: the configured `apiFetch` and the per-form schema cache. */
interface ContactFormServices {
  readonly apiFetch: ApiFetch;
  /** The form's validation schema, fetched once per form id; null when it could not be loaded. */
  schemaFor(formId: number): Promise<SwvSchema | null>;
}

/** Names of the fields a schema's rules (group rules included) read. */
function fieldsWithRules(schema: Pick<SwvSchema, 'rules'>): Set<string> {
  const fields = new Set<string>();
  const visit = (rules: SwvSchema['rules']) => {
    for (const rule of rules) {
      if (rule.field !== undefined) fields.add(rule.field);
      visit(rule.rules ?? []);
    }
  };
  visit(schema.rules);
  return fields;
}

/** Logs a failed call with its code, as CF7 does; the visitor sees nothing. */
export function logCallError(error: unknown): void {
  if (error instanceof ApiFetchError) console.error(`${error.code}: ${error.message}`);
  else console.error(error);
}

function controlEntries(wrap: Element): [string, FieldValue][] {
  const entries: [string, FieldValue][] = [];
  wrap.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, textarea, select').forEach((control) => {
    if (!control.name || control.disabled) return;
    if (control instanceof HTMLSelectElement) {
      for (const option of Array.from(control.selectedOptions)) entries.push([control.name, option.value]);
      return;
    }
    if (control instanceof HTMLTextAreaElement) {
      entries.push([control.name, control.value]);
      return;
    }
    if (['button', 'image', 'reset', 'submit'].includes(control.type)) return;
    if (control.type === 'checkbox' || control.type === 'radio') {
      if (control.checked) entries.push([control.name, control.value]);
      return;
    }
    if (control.type === 'file') {
      for (const file of Array.from(control.files ?? [])) entries.push([control.name, file]);
      return;
    }
    entries.push([control.name, control.value]);
  });
  return entries;
}

/**
 * One enhanced contact form: submits in the background, validates on change, keeps the
 * status (`data-status`, classes, `wpcf7statuschanged`) in step with its status machine and
 * fires Contact Form 7's DOM events on the form (they bubble to the container and document).
 */
export class ContactForm {
  private readonly container: HTMLElement;
  private readonly config: FormConfig;
  private readonly actor;
  private status: ContactFormStatus;
  private schema: SwvSchema | null = null;
  /** A submit button is pressed and not yet released (see {@link watchSubmitPresses}). */
  private pressingSubmit = false;

  constructor(private readonly form: HTMLFormElement, private readonly services: ContactFormServices) {
    this.container = form.closest<HTMLElement>('.wpcf7') ?? form;
    this.config = readFormConfig(new FormData(form));
    this.actor = createActor(statusMachine, { input: { initialStatus: form.dataset.status ?? 'init' } });
    this.status = statusOf(this.actor.getSnapshot());
    this.actor.subscribe((snapshot) => this.applyStatus(statusOf(snapshot)));
    this.actor.start();
    // Third-party scripts read CF7's `form.wpcf7` (id, status, unit tag).
    Object.assign(form, { wpcf7: { ...this.config, status: this.status, parent: this.container } });

    insertSpinners(form);
    updateSubmitButtons(form);
    updateFreeTexts(form);
    updateCounters(form);
    this.listen();
    void services.schemaFor(this.config.id).then((schema) => { this.schema = schema; });
  }

  private listen(): void {
    const { form } = this;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void this.submit(event.submitter);
    });
    form.addEventListener('reset', () => { void this.reset(); });
    form.addEventListener('change', (event) => {
      normalizeUrlField(event.target);
      enforceExclusive(form, event.target);
      updateSubmitButtons(form);
      updateFreeTexts(form);
      // The submit about to happen clears and re-checks everything; validating now would move
      // the button away from under the pointer (a tip disappears) and swallow the click.
      if (!this.pressingSubmit) this.validate(event.target);
    });
    this.watchSubmitPresses();
    form.addEventListener('input', () => updateCounters(form));
    const refill = (event: Event) => {
      const response = (event as CustomEvent<ContactFormEventDetail>).detail.apiResponse as Partial<FeedbackResponse> | null | undefined;
      if (response?.captcha) refillCaptcha(form, response.captcha);
      if (response?.quiz) refillQuiz(form, response.quiz);
    };
    form.addEventListener('wpcf7submit', refill);
    form.addEventListener('wpcf7reset', (event) => {
      refill(event);
      updateSubmitButtons(form);
      updateFreeTexts(form);
      updateCounters(form);
    });
    form.addEventListener('wpcf7statuschanged', (event) => {
      applyInert(form, (event as CustomEvent<{ status: string }>).detail.status);
    });
  }

  /**
   * Remembers while a submit button is held down. Pressing Send blurs the field being edited,
   * and its change event would otherwise remove that field's error tip between the press and
   * the release, so the release lands beside the button and no submit happens.
   */
  private watchSubmitPresses(): void {
    this.form.addEventListener('pointerdown', (event) => {
      if (!(event.target instanceof Element) || !event.target.closest('[type="submit"]')) return;
      this.pressingSubmit = true;
      const release = () => { setTimeout(() => { this.pressingSubmit = false; }, 0); };
      window.addEventListener('pointerup', release, { once: true });
      window.addEventListener('pointercancel', release, { once: true });
    });
  }

  private dispatch(name: string, detail: unknown): void {
    this.form.dispatchEvent(new CustomEvent(`wpcf7${name}`, { bubbles: true, detail }));
  }

  /** CF7's `setStatus`: `data-status`, the status class, and `wpcf7statuschanged` on a change. */
  private applyStatus(status: ContactFormStatus): void {
    const previous = this.status;
    if (status === previous && this.form.dataset.status === status) return;
    this.status = status;
    this.form.dataset.status = status;
    this.form.classList.add(status);
    Object.assign((this.form as unknown as { wpcf7: object }).wpcf7, { status });
    if (previous === status) return;
    this.form.classList.remove(previous);
    this.dispatch('statuschanged', statusChangedDetail(this.config, status, previous));
  }

  /** Submits the form with the pressed button's name and value. */
  async submit(submitter?: HTMLElement | null): Promise<void> {
    if (this.status === 'submitting') return;
    const formData = new FormData(this.form);
    if (submitter instanceof HTMLInputElement || submitter instanceof HTMLButtonElement) {
      if (submitter.name) formData.append(submitter.name, submitter.value);
    }
    const detail = eventDetail(this.config, this.status, formData);
    clearResponse(this.form, this.container);
    this.dispatch('beforesubmit', detail);
    this.actor.send({ type: 'submit' });

    let response: FeedbackResponse | null;
    try {
      response = await this.services.apiFetch<FeedbackResponse>({ endpoint: `contact-forms/${this.config.id}/feedback`, method: 'POST', body: formData });
    } catch (error) {
      logCallError(error);
      this.actor.send({ type: 'failed' });
      return;
    }
    if (response === null) {
      this.actor.send({ type: 'failed' });
      return;
    }
    this.finishSubmit(response, detail);
  }

  private finishSubmit(response: FeedbackResponse, detail: ContactFormEventDetail): void {
    this.actor.send({ type: 'responded', status: response.status });
    detail.status = response.status;
    detail.apiResponse = response;
    const outcome = outcomeEventName(this.status);
    if (outcome !== null) this.dispatch(outcome, detail);
    this.dispatch('submit', detail);

    if (response.posted_data_hash) {
      const hash = this.form.querySelector<HTMLInputElement>('input[name="_wpcf7_posted_data_hash"]');
      if (hash) hash.value = response.posted_data_hash;
    }
    if (response.status === 'mail_sent') this.form.reset();
    for (const { field, message } of response.invalid_fields ?? []) {
      setValidationError(this.form, this.container, this.config.unitTag, field, message);
    }
    showResponseMessage(this.form, this.container, response.message);
    if ((response.invalid_fields ?? []).length > 0) focusFirstInvalid(this.form);
  }

  /** Resets the form's messages and asks the server for fresh spam checks (after a send, or a reset button). */
  async reset(): Promise<void> {
    const formData = new FormData(this.form);
    const detail = eventDetail(this.config, this.status, formData);
    clearResponse(this.form, this.container);
    this.actor.send({ type: 'reset' });
    let response: unknown;
    try {
      response = await this.services.apiFetch({ endpoint: `contact-forms/${this.config.id}/refill` });
    } catch (error) {
      logCallError(error);
      this.actor.send({ type: 'failed' });
      return;
    }
    this.actor.send({ type: 'refilled' });
    detail.apiResponse = response;
    this.dispatch('reset', detail);
  }

  /** Validates the changed field and every field before it, showing or clearing their errors. */
  private validate(target: EventTarget | null): void {
    if (this.schema === null || !(target instanceof Element) || target.closest('.novalidate')) return;
    const changed = target.closest<HTMLElement>('.wpcf7-form-control-wrap[data-name]');
    if (!changed || !this.actor.getSnapshot().can({ type: 'validate' })) return;
    const wraps = Array.from(this.form.querySelectorAll<HTMLElement>('.wpcf7-form-control-wrap[data-name]')).filter((wrap) => !wrap.closest('.novalidate'));
    // Only fields the schema has rules for are judged, as CF7 does: a quiz or captcha error from
    // the server stays until the next submit.
    const ruled = fieldsWithRules(this.schema);
    const fields = fieldsUnderValidation(wraps.map((wrap) => wrap.dataset.name ?? ''), changed.dataset.name ?? '').filter((field) => ruled.has(field));
    const values = toFormValues(wraps.filter((wrap) => fields.includes(wrap.dataset.name ?? '')).flatMap(controlEntries));

    this.actor.send({ type: 'validate' });
    const invalid = new Map(validateWithSchema(this.schema, values).map((entry) => [entry.field, entry.message]));
    for (const field of fields) {
      const message = invalid.get(field);
      if (message === undefined) removeValidationError(this.form, this.container, this.config.unitTag, field);
      else setValidationError(this.form, this.container, this.config.unitTag, field, message);
    }
    this.actor.send({ type: 'validated' });
  }
}
