/** A page's words as a reader without scripts gets them: the root's text, with tags and scripts left out. */
export function visibleText(html: string): string {
  const root = html.slice(html.indexOf('<div id="root">'));
  return root
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}
