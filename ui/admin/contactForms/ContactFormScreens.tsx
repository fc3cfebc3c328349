import './contactForms.css';
import type { AdminSession } from '../session';
import type { ContactFormRoute } from '../route';
import { ContactFormEditor } from './ContactFormEditor';
import { ContactFormsList } from './ContactFormsList';
import { OutboxScreen } from './OutboxScreen';
import { SubmissionsInbox } from './SubmissionsInbox';

/** The contact-form screens of the admin, by route. */
export function ContactFormScreens({ route, session }: { route: ContactFormRoute; session: AdminSession }) {
  switch (route.view) {
    case 'contact-forms': return <ContactFormsList session={session} />;
    case 'contact-form-edit': return <ContactFormEditor key={route.formId ?? 'new'} session={session} formId={route.formId} />;
    case 'contact-form-inbox': return <SubmissionsInbox key={route.formId ?? 'deleted'} session={session} formId={route.formId} />;
    case 'contact-form-outbox': return <OutboxScreen session={session} />;
  }
}
