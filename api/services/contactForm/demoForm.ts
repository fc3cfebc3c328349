import type { Database } from '../../db/Database';
import { insertContactForm } from '../../repositories/contactFormsRepository';

/** Slug of the demo contact form shown on `/`. */
export const demoContactFormSlug = 'demo-contact-form';

/**
 * The demo form: every common field type, a choice group, consent, a quiz and a counter. Every
 * field has an `id`, so the screen-reader error list links to it.
 */
const demoFormTemplate = `<label> Your name
    [text* your-name id:contact-name autocomplete:name] </label>

<label> Your email
    [email* your-email id:contact-email autocomplete:email] </label>

<label> Your website
    [url your-website id:contact-website placeholder "example.com"] </label>

<label> Your phone
    [tel your-phone id:contact-phone autocomplete:tel] </label>

<label> Topic
    [select* your-topic id:contact-topic include_blank "Maps" "Contact forms" "Something else"] </label>

<fieldset class="demo-interests"><legend>Interested in</legend>[checkbox your-interests id:contact-interests use_label_element "Regions" "Markers" "Directory"]</fieldset>

<label> Your message
    [textarea* your-message id:contact-message minlength:10 maxlength:500] </label>
<span class="demo-counter">Characters left: [count your-message down]</span>

[quiz your-quiz id:contact-quiz "What is the capital of France?|Paris"]

[acceptance your-consent id:contact-consent] I agree that my message and contact details are stored to answer me. [/acceptance]

[submit "Send"]`;

/**
 * Seeds the demo contact form once per database. A marker row (not the form's presence)
 * records that it was seeded, so a form the admin deleted does not come back on restart.
 */
export async function seedDemoContactForm(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marker = await tx.query(
      "INSERT INTO contact_form_secrets (name, value) VALUES ('demo_form_seeded', '1') ON CONFLICT (name) DO NOTHING RETURNING name",
    );
    if (marker.rows.length === 0) return false;
    await insertContactForm(tx, {
      slug: demoContactFormSlug,
      title: 'Contact us',
      locale: 'en_US',
      form: demoFormTemplate,
      mail: {
        recipient: 'owner@example.com',
        sender: 'Map Studio <forms@example.com>',
        subject: 'Demo form: [your-topic]',
        body: 'From: [your-name] <[your-email]>\nWebsite: [your-website]\nPhone: [your-phone]\nInterested in: [your-interests]\n\n[your-message]',
        additional_headers: 'Reply-To: [your-email]',
      },
      messages: {},
      additional_settings: '',
    });
    return true;
  });
}
