import './admin.css';
import { createRoot } from 'react-dom/client';
import { AdminApp } from './AdminApp';
import { readAdminSession } from './session';

function start(): void {
  const rootElement = document.getElementById('admin-root');
  if (!rootElement) return;
  createRoot(rootElement).render(<AdminApp session={readAdminSession(document)} />);
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
