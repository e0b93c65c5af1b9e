import { InlineScript, InlineStyle, ScriptFile } from '../html/trusted.js';
import { HostedPage } from '../pages/hostedPage.js';
import { DocsBar } from './layout.js';
import { DocsSessionScript } from './session.js';

/** Where the renderer's own files are served from (our origin: no CDN). */
export const DOCS_ASSETS = '/docs/assets';

/**
 * Swagger UI's colours that read too faintly on white (WCAG AA wants 4.5:1 for small text):
 * darker greys and the method colours of its operation blocks, with white text on them.
 */
const READABLE_COLOURS = `
body{max-width:none;margin:0;padding:0}
.bar{display:flex;flex-wrap:wrap;align-items:center;gap:.4rem 1.2rem;padding:.8rem 1.25rem;border-bottom:1px solid #d0d0d5;background:#fafafb}
.bar .brand{font-weight:700;color:#1c1c1e;text-decoration:none;margin-right:auto}
.bar nav{display:flex;flex-wrap:wrap;gap:.2rem 1rem}.bar nav a{color:#1c1c1e;text-decoration:none;padding:.35rem 0}
.bar nav a[aria-current]{text-decoration:underline;text-underline-offset:.3em}
.skip{position:absolute;left:-999px;top:0;background:#fff;padding:.5rem 1rem;z-index:10}.skip:focus{left:1rem}
.intro{padding:0 1.25rem;max-width:60rem}.session{padding:.6rem 1rem;border-radius:.5rem;background:#eef6ee;border:1px solid #9cc59c}
#swagger .swagger-ui .info .title small pre,#swagger .swagger-ui .info .title small.version-stamp{background:#2f6b06}
#swagger .swagger-ui .info .title small{background:#555}
#swagger .swagger-ui .opblock-tag small,#swagger .swagger-ui .opblock .opblock-summary-description,#swagger .swagger-ui .response-col_description,
#swagger .swagger-ui .parameter__in,#swagger .swagger-ui .parameter__type,#swagger .swagger-ui .prop-format,#swagger .swagger-ui .model-hint,
#swagger .swagger-ui .renderedMarkdown p,#swagger .swagger-ui .tab li,#swagger .swagger-ui .opblock-section-header label,
#swagger .swagger-ui table thead tr th,#swagger .swagger-ui table thead tr td,#swagger .swagger-ui .response-col_links{color:#333}
#swagger .swagger-ui .opblock.opblock-get .opblock-summary-method{background:#0b5cad}
#swagger .swagger-ui .opblock.opblock-post .opblock-summary-method{background:#1d6b46}
#swagger .swagger-ui .opblock.opblock-put .opblock-summary-method{background:#8a4b00}
#swagger .swagger-ui .opblock.opblock-patch .opblock-summary-method{background:#1e6b63}
#swagger .swagger-ui .opblock.opblock-delete .opblock-summary-method{background:#b3261e}
#swagger .swagger-ui .opblock.opblock-head .opblock-summary-method,#swagger .swagger-ui .opblock.opblock-options .opblock-summary-method{background:#5b3d99}
#swagger .swagger-ui .btn.try-out__btn,#swagger .swagger-ui .btn.cancel{color:#1c1c1e}
#swagger .swagger-ui .btn.authorize{color:#1d6b46;border-color:#1d6b46}#swagger .swagger-ui .btn.authorize svg{fill:#1d6b46}
#swagger .swagger-ui .btn.execute{background:#0b5cad;border-color:#0b5cad;color:#fff}
#swagger .swagger-ui .download-contents{background:#3d4150;color:#fff}
#swagger .swagger-ui .json-schema-2020-12-expand-deep-button{color:#4a4a4a}
#swagger .swagger-ui .highlight-code pre,#swagger .swagger-ui pre.microlight{background:#1e1f24;color:#f0f0f3}
#swagger .swagger-ui .opblock .opblock-summary-path,#swagger .swagger-ui .opblock .opblock-summary-path__deprecated{overflow-wrap:anywhere}
#swagger .swagger-ui a.nostyle,#swagger .swagger-ui .info a{color:#1a5fb4}
#swagger .swagger-ui .wrapper{padding:0 1rem}
`;

/**
 * Names Swagger UI's controls that come without one (the servers and media type selects) and lets
 * the keyboard reach its scrolling code, as soon as they appear: it renders them as the reader
 * opens operations.
 */
const NAME_CONTROLS = `
const nameControls = () => {
  for (const select of document.querySelectorAll('#swagger select:not([aria-label])')) {
    select.setAttribute('aria-label', select.id === 'servers' ? 'Server' : select.closest('.response-controls, .content-type-wrapper, .body-param-content-type') ? 'Media type' : 'Choose a value');
  }
  // Examples and answers scroll sideways inside themselves: the keyboard must reach them too.
  for (const pre of document.querySelectorAll('#swagger pre:not([tabindex])')) pre.setAttribute('tabindex', '0');
};
new MutationObserver(nameControls).observe(document.getElementById('swagger'), { childList: true, subtree: true });
`;

/** Swagger UI on the OpenAPI document, sending "Try it out" calls with the tab's docs session. */
const SWAGGER_UI = `
window.ui = SwaggerUIBundle({
  url: '/openapi.json',
  dom_id: '#swagger',
  // Deep links would put a link inside each operation's button, which no reader can reach apart.
  deepLinking: false,
  // Swagger UI's highlighting colours read too faintly on its dark code blocks.
  syntaxHighlight: { activated: false },
  tryItOutEnabled: Boolean(docsSession),
  // Every call goes out with the docs session, unless the reader typed another credential.
  requestInterceptor: (request) => {
    if (docsSession && !request.headers.Authorization && !request.headers.authorization) request.headers.Authorization = 'DocsSession ' + docsSession;
    return request;
  },
});
`;

/**
 * The API reference: the OpenAPI document rendered by Swagger UI, served from our own origin.
 * With a docs session, "Try it out" sends each call with it; the document's examples are filled
 * in, so a first click succeeds.
 */
export function ReferencePage() {
  const head = (
    <>
      <link rel="stylesheet" href={`${DOCS_ASSETS}/swagger-ui.css`} />
      <InlineStyle css={READABLE_COLOURS} />
    </>
  );
  return (
    <HostedPage title="API reference · Partner API docs" head={head}>
      <DocsBar area="reference" />
      <main id="main">
        <div class="intro">
          <p id="session" class="session" hidden />
          <p id="no-session">
            Every operation of the API, from <a href="/openapi.json">the OpenAPI document</a>. To try calls here, open
            the docs from your dashboard (“API docs”): “Try it out” then sends them as your account. New here? Start
            with the <a href="/docs/guides/quickstart">quickstart</a>.
          </p>
        </div>
        <div id="swagger" />
      </main>
      <DocsSessionScript />
      <InlineScript code={NAME_CONTROLS} />
      <ScriptFile src={`${DOCS_ASSETS}/swagger-ui-bundle.js`} />
      <InlineScript code={SWAGGER_UI} />
    </HostedPage>
  );
}
