/** React puts a page's <title> and <meta> first in its output; they belong in the document's head. */
export function splitRenderedHead(html: string): { head: string; body: string } {
  const head = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>)*/.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}
