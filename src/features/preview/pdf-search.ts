/**
 * Text search in a PDF: occurrences are counted inside each text item of a page (what the text layer shows
 * as one span), so the list of matches and the highlighted spans agree.
 */
export interface PdfMatch {
  /** 1-based page number. */
  page: number;
  /** The occurrence's index among the matches on its page. */
  indexOnPage: number;
}

/** Occurrences of `query` (case-insensitive) in `text`. */
export function countOccurrences(text: string, query: string): number {
  const needle = query.toLocaleLowerCase();
  if (!needle) return 0;
  const haystack = text.toLocaleLowerCase();
  let count = 0;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + needle.length)) count += 1;
  return count;
}

/** Every match, in page order, given each page's text items. */
export function findMatches(pages: string[][], query: string): PdfMatch[] {
  const matches: PdfMatch[] = [];
  pages.forEach((items, i) => {
    let indexOnPage = 0;
    for (const item of items) {
      const count = countOccurrences(item, query);
      for (let k = 0; k < count; k += 1) matches.push({ page: i + 1, indexOnPage: indexOnPage++ });
    }
  });
  return matches;
}

/**
 * Mark the occurrences of `query` inside the text layer's spans (`<mark>`, the `selectedIndex`-th one with
 * class `selected`); with an empty query, restore the spans. Returns the selected mark, if any.
 */
export function highlightSpans(container: HTMLElement, query: string, selectedIndex: number): HTMLElement | null {
  const needle = query.toLocaleLowerCase();
  let index = 0;
  let selected: HTMLElement | null = null;
  for (const span of container.querySelectorAll<HTMLElement>('span:not(.markedContent)')) {
    const original = span.dataset.text ?? span.textContent ?? '';
    if (span.dataset.text === undefined) span.dataset.text = original;
    if (!needle || !original.toLocaleLowerCase().includes(needle)) {
      if (span.querySelector('mark')) span.textContent = original;
      continue;
    }
    const lower = original.toLocaleLowerCase();
    const parts: Node[] = [];
    let from = 0;
    for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, at + needle.length)) {
      if (at > from) parts.push(document.createTextNode(original.slice(from, at)));
      const mark = document.createElement('mark');
      mark.textContent = original.slice(at, at + needle.length);
      if (index === selectedIndex) {
        mark.className = 'selected';
        selected = mark;
      }
      index += 1;
      parts.push(mark);
      from = at + needle.length;
    }
    if (from < original.length) parts.push(document.createTextNode(original.slice(from)));
    span.replaceChildren(...parts);
  }
  return selected;
}
