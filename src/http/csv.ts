/**
 * One CSV cell, quoted. A cell a spreadsheet would read as a formula (it starts with `=`, `+`,
 * `-`, `@`, a tab or a carriage return, also after leading blanks) is prefixed with `'` so that it
 * stays text (CSV injection).
 */
export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  const formula = /^[\t\r]|^[\s]*[=+\-@]/.test(text);
  return `"${(formula ? `'${text}` : text).replace(/"/g, '""')}"`;
}
