/**
 * A row of tabs (ui.css `.tabs`): links to the views of a page, the current one `aria-current="page"`, in a `<nav>`;
 * or, with `tablist`, tab buttons (`aria-selected`) in a `role="tablist"`. On a phone a row wider than the screen
 * scrolls sideways, and the current tab is brought into the row's view: "Saved searches" opened from a link must not
 * be the tab cut off at the edge.
 */
import { useEffect, useRef, type ReactNode } from 'react';

/** Room left beside the current tab when the row scrolls to it, so that the next tab's start shows there is more. */
const PEEK = 24;

export function TabBar({
  label,
  inline = false,
  tablist = false,
  children,
}: {
  /** What the tabs choose between, for screen readers. */
  label: string;
  /** In a bar beside other controls, which sets the spacing. */
  inline?: boolean;
  tablist?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLElement & HTMLDivElement>(null);
  const shown = useRef<Element | null>(null);
  useEffect(() => {
    const row = ref.current;
    const current = row?.querySelector('[aria-current="page"], [aria-selected="true"]');
    // Only when the current tab changes: a row the person scrolled stays where they left it.
    if (!row || !current || current === shown.current) return;
    shown.current = current;
    const rowBox = row.getBoundingClientRect();
    const box = current.getBoundingClientRect();
    // The row alone scrolls (scrollIntoView would move the page too).
    if (box.right > rowBox.right) row.scrollLeft += box.right - rowBox.right + PEEK;
    else if (box.left < rowBox.left) row.scrollLeft -= rowBox.left - box.left + PEEK;
  });
  const className = inline ? 'tabs tabs-inline' : 'tabs';
  return tablist ? (
    <div ref={ref} className={className} role="tablist" aria-label={label}>
      {children}
    </div>
  ) : (
    <nav ref={ref} className={className} aria-label={label}>
      {children}
    </nav>
  );
}
