/**
 * A page's <title>, <meta> and <link> belong in <head>, wherever the page renders them. React 19 moves them there by
 * itself; the app ships on Preact (src/lib/preact/), which renders them where they stand, so they go through `Head`:
 * - on the server they are collected per render (`HeadTags`, src/entry-server.tsx) and written before the page's
 *   markup, where server/http/pages.ts takes them into <head>;
 * - in the browser they render nothing in place (as on the server, so hydration matches) and are kept in
 *   document.head by a layout effect, a <title> before the template's own, so that it is the document's title.
 * Anything else inside (a JSON-LD script) renders where it stands.
 */
import {
  Children,
  createContext,
  isValidElement,
  useContext,
  useLayoutEffect,
  type ReactElement,
  type ReactNode,
} from 'react';

type HeadTagName = 'title' | 'meta' | 'link';
interface Tag {
  type: HeadTagName;
  props: Record<string, unknown>;
}

const HEAD_TAGS = new Set<unknown>(['title', 'meta', 'link']);
const isHeadTag = (child: ReactNode): child is ReactElement<Record<string, unknown>, HeadTagName> =>
  isValidElement(child) && HEAD_TAGS.has(child.type);

/** The tags of one server render (several renders may be in flight at once: each has its own list). */
const HeadSink = createContext<Tag[] | null>(null);

/** Server: collects the head tags of what it wraps into `tags`. */
export function HeadTags({ tags, children }: { tags: Tag[]; children: ReactNode }) {
  return <HeadSink.Provider value={tags}>{children}</HeadSink.Provider>;
}

/** Server: a render's collected tags as elements (a subtree rendered twice gives its tags once). */
export function headElements(tags: Tag[]): ReactElement[] {
  const unique = [...new Map(tags.map((tag) => [JSON.stringify(tag), tag])).values()];
  return unique.map(({ type: Type, props }, index) => <Type key={index} {...props} />);
}

export type { Tag as HeadTag };

const textOf = (value: unknown): string =>
  Array.isArray(value) ? value.map(textOf).join('') : value == null || value === false ? '' : String(value);

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
  const all = Children.toArray(children);
  const tags: Tag[] = all.filter(isHeadTag).map((child) => ({ type: child.type, props: child.props }));
  const sink = useContext(HeadSink);
  // Only server renders provide a sink (HeadTags).
  if (sink) sink.push(...tags);
  // The effect depends on what the tags say, not on their identity (a new array every render).
  const key = JSON.stringify(tags);
  useLayoutEffect(() => {
    const elements = (JSON.parse(key) as Tag[]).map(elementOf);
    for (const element of elements) {
      const before = element.tagName === 'TITLE' ? document.head.querySelector(':scope > title') : null;
      document.head.insertBefore(element, before);
    }
    return () => elements.forEach((element) => element.remove());
  }, [key]);
  return <>{all.filter((child) => !isHeadTag(child))}</>;
}
