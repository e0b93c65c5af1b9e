/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A hosted page: one layout for the sign-in, the transfer wizard and the dashboard. */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,-apple-system,Segoe UI,sans-serif;max-width:34rem;margin:3rem auto;padding:0 1rem;color:#1c1c1e}
h1{font-size:1.5rem}.services{list-style:none;padding:0;display:grid;gap:.6rem}
.services a{display:block;padding:.9rem 1rem;border:1px solid #d0d0d5;border-radius:.6rem;text-decoration:none;color:inherit;font-weight:600}
.services a:hover{border-color:#555}.logo{max-height:3rem}.error{color:#b00020}.muted{color:#666;font-size:.9rem}
.button{display:inline-block;box-sizing:border-box;min-height:2.75rem;padding:.7rem 1.1rem;margin:.2rem .4rem .2rem 0;border:1px solid #1c1c1e;border-radius:.6rem;background:#1c1c1e;color:#fff;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.button.secondary{background:#fff;color:#1c1c1e}.button:disabled{opacity:.5;cursor:default}
</style></head><body>
${body}
</body></html>`;
}
