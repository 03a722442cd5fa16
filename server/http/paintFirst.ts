/**
 * A server-rendered page paints from its HTML alone (its stylesheets are inlined), so its scripts are asked for only
 * once it has painted: the first paint never shares the network with them, nor waits for the app to start. Lighthouse's
 * model of a slow phone counts every script that arrived before the page painted into its LCP (sign-in 2.10 → 0.65 s,
 * simulated), and a slow phone paints sooner (its CPU is not busy with the app). The price is a later hydration: about
 * 0.3–0.4 s on a throttled phone over HTTP/1.1 (`npm run bench:takeover`, docs/architecture.md); until then the page
 * reads, its links work and its forms cannot be sent (their buttons wait for hydration).
 * A small inline script at the end of the body adds the entry module and the page's chunks once the first contentful
 * paint is reported (at once in a tab that is not shown, which paints nothing, and when the person taps or types). Its
 * text never changes, so the Content-Security-Policy allows it by its hash (server/plugins/security.ts) and no other
 * inline script runs. The app marks the page `data-ready` once it handles input (src/main.tsx).
 */
import crypto from 'node:crypto';

/**
 * Reads the URLs from its own data attributes. Waits for the browser to report the first contentful paint (a frame
 * can be presented well after its requestAnimationFrame), but not longer than 250 ms after the first frame (a report
 * that is late or never comes must not leave the page without its app for seconds); without Paint Timing, for the next
 * frame; in a hidden tab not at all; at once when the person taps or types; and at most 3 s (a page that never renders
 * a frame). Then asks for the entry module first, as high as the modulepreloads (an added module script is async, so
 * low: a browser on HTTP/1.1, fetching six at a time by priority, would ask for it last, and everything waits for it),
 * then the chunks to fetch beside it.
 */
export const PAINT_FIRST_SCRIPT =
  '(function(s){var d=document,w=window,P=w.PerformanceObserver,o,' +
  'go=function(){if(!s)return;if(o)o.disconnect();var h=d.head,e=d.createElement("script");' +
  'e.type="module";e.crossOrigin="";e.fetchPriority="high";e.src=s.dataset.entry;h.appendChild(e);' +
  's.dataset.preload.split(" ").forEach(function(u){if(!u)return;var l=d.createElement("link");' +
  'l.rel="modulepreload";l.crossOrigin="";l.href=u;h.appendChild(l)});s=null};' +
  'if(d.visibilityState==="hidden")return go();' +
  '["pointerdown","keydown"].forEach(function(t){w.addEventListener(t,go,{capture:true,once:true})});' +
  'if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0){' +
  'o=new P(function(l){if(l.getEntriesByName("first-contentful-paint").length)setTimeout(go)});' +
  'o.observe({type:"paint",buffered:true})}' +
  'requestAnimationFrame(function(){setTimeout(go,o?250:0)});setTimeout(go,3000)})(document.currentScript)';

/** The script's CSP source ('sha256-…'). */
export const PAINT_FIRST_HASH = `'sha256-${crypto.createHash('sha256').update(PAINT_FIRST_SCRIPT).digest('base64')}'`;

const ENTRY = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;

/**
 * The template without its entry module and modulepreloads, and those URLs; undefined when the template has no entry
 * module (then it is served as it is).
 */
export function takeScripts(
  template: string,
): { template: string; entry: string; preloads: string[] } | undefined {
  const entry = ENTRY.exec(template)?.[1];
  if (!entry) return undefined;
  const preloads = [...template.matchAll(PRELOAD)].map((match) => match[1]!);
  return { template: template.replace(ENTRY, '').replace(PRELOAD, ''), entry, preloads };
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The inline script that adds `entry` and `preloads` once the page has painted. */
export function paintFirstTag(entry: string, preloads: readonly string[]): string {
  return (
    `<script data-entry="${attribute(entry)}" data-preload="${attribute(preloads.join(' '))}">` +
    `${PAINT_FIRST_SCRIPT}</script>`
  );
}
