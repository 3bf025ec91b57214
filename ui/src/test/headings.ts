/**
 * Where heading levels skip one going down the page (axe-core's `heading-order` rule):
 * "h1 Country Store → h3 Soil Secrets". An empty list means the outline is sound.
 */
export function headingSkips(root: ParentNode = document): string[] {
  const headings = [...root.querySelectorAll<HTMLHeadingElement>('h1, h2, h3, h4, h5, h6')];
  const skips: string[] = [];
  headings.forEach((heading, i) => {
    const previous = headings[i - 1];
    if (!previous) return;
    const level = Number(heading.tagName[1]);
    const before = Number(previous.tagName[1]);
    if (level > before + 1) {
      skips.push(`h${before} ${previous.textContent?.trim()} → h${level} ${heading.textContent?.trim()}`);
    }
  });
  return skips;
}
