import type { JSX } from 'preact';
import { trustedHtml } from '../html/trusted.js';
import { CodeBlock, ScrollBox } from './blocks.js';
import type { DocsArticle, Part } from './content.js';
import { CredentialsTable } from './credentialsTable.js';
import { ErrorCodesTable } from './errorCodesTable.js';
import { DocsPage, type DocsPages } from './layout.js';
import type { Heading, Inline, TableCell } from './markdown.js';

/** A guide or a concept: its title, what is on it when that is more than two sections, and the page. */
export function ArticlePage({ article, pages }: { article: DocsArticle; pages: DocsPages }) {
  return (
    <DocsPage title={article.title} area={article.section} current={article.href} pages={pages}>
      <h1>{article.title}</h1>
      {article.headings.length >= 3 && <Toc headings={article.headings} />}
      <Parts parts={article.parts} />
    </DocsPage>
  );
}

function Toc({ headings }: { headings: Heading[] }) {
  return (
    <nav class="toc" aria-label="On this page">
      <p>On this page</p>
      <ul>
        {headings.map((h) => (
          <li>
            <a href={`#${h.id}`}>{h.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The page after its title, in order: its Markdown, and the parts written from the code.
 * `headingShift` moves its headings that many levels down (the home shows the quickstart under its own title).
 */
export function Parts({ parts, headingShift = 0 }: { parts: Part[]; headingShift?: number }) {
  return <>{parts.map((part) => partOf(part, headingShift))}</>;
}

function partOf(part: Part, headingShift: number): JSX.Element {
  switch (part.kind) {
    case 'markdown':
      // Our own Markdown, rendered by marked from files of this repository: the one place a page
      // takes markup whole.
      return trustedHtml(part.html);
    case 'heading': {
      const Tag = `h${Math.min(part.depth + headingShift, 6)}` as 'h2';
      return (
        <Tag id={part.id}>
          <Text content={part.content} />
        </Tag>
      );
    }
    case 'table':
      return <MarkdownTable header={part.header} rows={part.rows} />;
    case 'sourceFile':
      return <CodeBlock code={part.code} lang="ts" />;
    case 'wholeFile':
      return (
        <details class="whole-file">
          <summary>
            The whole file, <code>{part.name}</code>
          </summary>
          <CodeBlock code={part.code} lang="ts" />
        </details>
      );
    case 'credentials':
      return <CredentialsTable rows={part.rows} />;
    case 'errorCodes':
      return <ErrorCodesTable codes={part.codes} />;
  }
}

function MarkdownTable({ header, rows }: { header: TableCell[]; rows: TableCell[][] }) {
  const style = (cell: TableCell) => (cell.align ? `text-align:${cell.align}` : undefined);
  return (
    <ScrollBox label="Table">
      <table>
        <thead>
          <tr>
            {header.map((cell) => (
              <th scope="col" style={style(cell)}>
                <Text content={cell.content} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr>
              {row.map((cell) => (
                <td style={style(cell)}>
                  <Text content={cell.content} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}

/** The text of a heading or a table's cell. */
function Text({ content }: { content: Inline[] }): JSX.Element {
  return (
    <>
      {content.map((inline) => {
        switch (inline.kind) {
          case 'text':
            return inline.text;
          case 'code':
            return <code>{inline.text}</code>;
          case 'link':
            return (
              <a href={inline.href} title={inline.title}>
                <Text content={inline.content} />
              </a>
            );
          default: {
            const Tag = inline.kind;
            return (
              <Tag>
                <Text content={inline.content} />
              </Tag>
            );
          }
        }
      })}
    </>
  );
}
