import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/Database';
import { ApiError } from '../../errors';
import type { AssetResolver } from '../../services/assets';
import { escapeHtml, renderPage } from '../../services/html';
import { parseShortcode, renderContent, renderShortcode } from '../../services/shortcodes';
import { answerOfMap, mapShortcodes, renderMapContainer, type PagePreloads } from '../../services/mapEmbed';
import { listMaps } from '../../repositories/mapsRepository';
import { findPost } from '../../repositories/postsRepository';
import { authenticate } from '../../repositories/usersRepository';
import { startSession } from '../../auth/sessions';
import { tooManyLoginsMessage, type LoginThrottle } from '../../auth/loginThrottle';
import { contactFormPageMeta, contactFormShortcodes, renderDemoContactForm } from '../../services/contactForm/embed';

interface PagesOptions {
  db: Database;
  assets: AssetResolver;
  sessionTtlMs: number;
  throttle: LoginThrottle;
}

function sendHtml(reply: FastifyReply, html: string, status = 200): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').send(html);
}

/** The login page; after a failed try it keeps the username typed and puts the cursor in the password. */
function loginPage(assets: AssetResolver, error?: string, username = ''): string {
  const alert = error ? `<p class="login-error" role="alert">${escapeHtml(error)}</p>` : '';
  const focusUsername = username === '' ? ' autofocus' : '';
  const focusPassword = username === '' ? '' : ' autofocus';
  return renderPage({
    title: 'Log in · Map Studio admin',
    bundles: [assets.tags('admin')],
    bodyClass: 'login-page',
    body: `<main class="login-card">
      <h1>Map Studio admin</h1>
      ${alert}
      <form method="post" action="/admin/login" class="login-form">
        <label for="login-username">Username</label>
        <input id="login-username" name="username" autocomplete="username" value="${escapeHtml(username)}" required${focusUsername}>
        <label for="login-password">Password</label>
        <input id="login-password" name="password" type="password" autocomplete="current-password" required${focusPassword}>
        <button type="submit">Log in</button>
      </form>
    </main>`,
  });
}

async function demoPage(db: Database, assets: AssetResolver): Promise<string> {
  const maps = await listMaps(db, { publishedOnly: true });
  const answers = await Promise.all(maps.map((map) => answerOfMap(db, map)));
  const preloads: PagePreloads = new Set();
  const sections = maps.map((map, index) => `<section class="demo-map" aria-labelledby="map-title-${map.id}">
      <h2 id="map-title-${map.id}">${escapeHtml(map.title)}</h2>
      ${renderMapContainer(map.id, answers[index] ?? null, preloads)}
    </section>`).join('\n');
  const empty = maps.length === 0 ? '<p>No map is published yet. Log in to the admin to create one.</p>' : '';
  return renderPage({
    title: 'Map Studio · demo',
    bundles: [assets.tags('viewer'), assets.tags('contact-form')],
    meta: contactFormPageMeta,
    bodyClass: 'demo-page',
    body: `<header class="site-header"><h1>Map Studio demo</h1>
      <nav aria-label="Site"><a href="/admin/">Admin</a></nav></header>
    <main class="site-main">
    ${empty}
    ${sections}
    ${await renderDemoContactForm(db)}
    </main>`,
  });
}

/** Whether server-rendered HTML holds a contact form (CF7's `.wpcf7` container). */
function holdsContactForm(html: string): boolean {
  return /class="[^"]*\bwpcf7\b/.test(html);
}

function embedPage(assets: AssetResolver, title: string, content: string): string {
  // The contact-form script is loaded only with a form: without one it reports a missing setup.
  // The frame script tells a page framing this one how tall it is (see the iframe snippet).
  const bundles = holdsContactForm(content) ? [assets.tags('viewer'), assets.tags('contact-form'), assets.tags('embed-frame')] : [assets.tags('viewer'), assets.tags('embed-frame')];
  return renderPage({
    title,
    bundles,
    meta: contactFormPageMeta,
    bodyClass: 'embed-page',
    icon: false,
    body: `<main class="embed-main">${content}</main>`,
  });
}

async function readShortcodeParameter(request: FastifyRequest, db: Database, wholePage: boolean): Promise<string> {
  const { shortcode } = request.query as { shortcode?: unknown };
  if (typeof shortcode !== 'string' || shortcode.trim() === '') {
    throw new ApiError(400, 'rest_missing_callback_param', 'Missing parameter(s): shortcode');
  }
  const parsed = parseShortcode(shortcode);
  const html = parsed ? renderShortcode(parsed, [await mapShortcodes(db, [shortcode], wholePage), await contactFormShortcodes(db, [shortcode], null)]) : null;
  if (html === null) throw new ApiError(400, 'invalid_shortcode', 'The shortcode is not one this site can render.');
  return html;
}

/** The site's pages: demo, admin and login, embeds and the shortcode fragment. */
export async function pageRoutes(app: FastifyInstance, { db, assets, sessionTtlMs, throttle }: PagesOptions): Promise<void> {
  app.get('/', async (_request, reply) => sendHtml(reply, await demoPage(db, assets)));

  app.get('/admin', async (_request, reply) => reply.redirect('/admin/'));
  app.get('/admin/', async (request, reply) => {
    if (!request.session) return reply.redirect('/admin/login');
    return sendHtml(reply, renderPage({
      title: 'Map Studio admin',
      bundles: [assets.tags('admin')],
      meta: { 'mapsvg-nonce': request.session.nonce, 'mapsvg-user': request.session.user.username },
      bodyClass: 'admin-page',
      body: '<div id="admin-root"></div>',
    }));
  });

  app.get('/admin/login', async (request, reply) => {
    if (request.session) return reply.redirect('/admin/');
    return sendHtml(reply, loginPage(assets));
  });

  app.post<{ Body: Record<string, string> | undefined }>('/admin/login', async (request, reply) => {
    const username = request.body?.username ?? '';
    const password = request.body?.password ?? '';
    // Counted before the password is checked, so parallel guesses cannot slip past the limit.
    const wait = await throttle.admit(request.ip, username);
    if (wait > 0) return sendHtml(reply.header('retry-after', String(wait)), loginPage(assets, tooManyLoginsMessage(wait), username), 429);
    const user = username && password ? await authenticate(db, username, password) : null;
    if (!user) return sendHtml(reply, loginPage(assets, 'The username or password is incorrect.', username), 401);
    await throttle.succeeded(request.ip, username);
    await startSession(db, reply, request, user, sessionTtlMs);
    return reply.redirect('/admin/', 303);
  });

  app.get('/embed/shortcode', async (request, reply) => {
    const html = await readShortcodeParameter(request, db, true);
    return sendHtml(reply, embedPage(assets, 'Embedded map', html));
  });

  app.get('/embed/post', async (request, reply) => {
    const { post } = request.query as { post?: unknown };
    const id = typeof post === 'string' && /^\d+$/.test(post) ? Number(post) : NaN;
    if (!Number.isSafeInteger(id)) throw new ApiError(400, 'rest_invalid_param', 'Invalid parameter(s): post');
    const found = await findPost(db, id);
    if (!found) throw new ApiError(404, 'rest_post_invalid_id', 'Invalid post ID.');
    const body = `<article class="embedded-post"><h1>${escapeHtml(found.title)}</h1>${renderContent(found.content, [await mapShortcodes(db, [found.content]), await contactFormShortcodes(db, [found.content], found.id)])}</article>`;
    return sendHtml(reply, embedPage(assets, found.title, body));
  });

  app.get('/wp-admin/admin-ajax.php', async (request, reply) => {
    const { action } = request.query as { action?: unknown };
    if (action !== 'mapsvg_shortcode') throw new ApiError(400, 'invalid_action', 'Unknown action.');
    return sendHtml(reply, await readShortcodeParameter(request, db, false));
  });
}
