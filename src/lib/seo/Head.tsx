/**
 * SPIKE (Preact): what React 19 does by itself — <title>, <meta> and <link> rendered anywhere belong in <head>.
 * Preact renders them where they stand, so the page's head tags go through here:
 * - on the server they are collected (collectHead/headHtml, src/entry-server.tsx) and put before the page's markup,
 *   where server/http/pages.ts takes them into <head> as it did with React's;
 * - in the browser they render nothing in place (as on the server) and are kept in document.head by an effect,
 *   a <title> before the template's one (as React does), so that it is the document's title.
 */
import { Children, isValidElement, useLayoutEffect, type ReactElement, type ReactNode } from 'react';

type Tag = { type: 'title' | 'meta' | 'link'; props: Record<string, unknown> };

let collected: Tag[] | null = null;

/** Server only: starts collecting the head tags of a render (one render at a time). */
export function collectHead(): void {
  collected = [];
}

/** Server only: the head tags of the last render, as elements to render to a string before the page's markup. */
export function collectedHead(): ReactElement[] {
  // A subtree that suspended renders again: its tags are collected once.
  const tags = [...new Map((collected ?? []).map((tag) => [JSON.stringify(tag), tag])).values()];
  collected = null;
  return tags.map(({ type, props }, index) => {
    const Type = type;
    return <Type key={index} {...(props as object)} />;
  });
}

function tagsOf(children: ReactNode): Tag[] {
  return Children.toArray(children).flatMap((child) =>
    isValidElement(child) && (child.type === 'title' || child.type === 'meta' || child.type === 'link')
      ? [{ type: child.type, props: child.props as Record<string, unknown> }]
      : [],
  );
}

function textOf(value: unknown): string {
  return Array.isArray(value)
    ? value.map(textOf).join('')
    : value == null || value === false
      ? ''
      : String(value);
}

function elementOf({ type, props }: Tag): HTMLElement {
  const element = document.createElement(type);
  for (const [name, value] of Object.entries(props)) {
    if (name === 'children' || value == null || value === false) continue;
    element.setAttribute(name, String(value));
  }
  if (type === 'title') element.textContent = textOf(props.children);
  return element;
}

export function Head({ children }: { children: ReactNode }) {
  const tags = tagsOf(children);
  if (typeof document === 'undefined') {
    collected?.push(...tags);
  }
  const key = JSON.stringify(tags);
  useLayoutEffect(() => {
    const elements = (JSON.parse(key) as Tag[]).map(elementOf);
    for (const element of elements) {
      const before = element.tagName === 'TITLE' ? document.head.querySelector(':scope > title') : null;
      document.head.insertBefore(element, before);
    }
    return () => elements.forEach((element) => element.remove());
  }, [key]);
  // Anything else (a JSON-LD script) stays where it stands, as with React.
  const rest = Children.toArray(children).filter(
    (child) => !(isValidElement(child) && ['title', 'meta', 'link'].includes(child.type as string)),
  );
  return <>{rest}</>;
}
