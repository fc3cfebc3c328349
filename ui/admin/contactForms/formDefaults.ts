import type { EditableForm } from './cf7Api';

/** The template a new form starts with: Contact Form 7's own default form. */
const defaultTemplate = `<label> Your name
    [text* your-name autocomplete:name] </label>

<label> Your email
    [email* your-email autocomplete:email] </label>

<label> Subject
    [text* your-subject] </label>

<label> Your message (optional)
    [textarea your-message] </label>

[submit "Submit"]`;

/** A new form: the default template and mail, no message overrides, no additional settings. */
export function newForm(): EditableForm {
  return {
    title: 'Untitled contact form',
    locale: 'en_US',
    form: defaultTemplate,
    mail: {
      recipient: 'admin@example.com',
      sender: 'Map Studio <wordpress@example.com>',
      subject: 'Map Studio "[your-subject]"',
      body: 'From: [your-name] [your-email]\nSubject: [your-subject]\n\nMessage Body:\n[your-message]',
      additional_headers: 'Reply-To: [your-email]',
    },
    messages: {},
    additional_settings: '',
  };
}

/** The on/off additional settings the editor offers as checkboxes. */
export const switchSettings = [
  { name: 'acceptance_as_validation', label: 'Acceptance as validation (an unticked consent box is a field error; Send is never disabled)' },
  { name: 'demo_mode', label: 'Demo mode (submissions are stored but no mail is sent)' },
  { name: 'skip_mail', label: 'Skip mail (store submissions only)' },
] as const;

const settingLine = (name: string) => new RegExp(`^\\s*${name}\\s*:.*$`, 'im');

/** Whether a switch setting is on in the additional settings text. */
export function isSwitchOn(text: string, name: string): boolean {
  const line = settingLine(name).exec(text)?.[0] ?? '';
  return /:\s*['"]?(on|true|1)['"]?\s*$/i.test(line);
}

/** The additional settings text with a switch setting turned on or off (its line added or removed). */
export function setSwitch(text: string, name: string, on: boolean): string {
  const without = text.split(/\r?\n/).filter((line) => !settingLine(name).test(line)).join('\n').trim();
  if (!on) return without;
  return without === '' ? `${name}: on` : `${without}\n${name}: on`;
}
