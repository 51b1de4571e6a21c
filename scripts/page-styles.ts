/**
 * A content page's stylesheet, written into the page and cut down to the
 * rules the page can use, so its first paint waits for no second request and
 * the page stays small (decision 0038). Used by scripts/finish-pages.ts after
 * `react-router build`.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

import postcss, { type Root } from "postcss";

// React Router marks a stylesheet that a lazily loaded module also brings
// with a trailing "#" (the shell's, since form schemas load lazily).
const STYLESHEET_LINK =
  /<link rel="stylesheet" href="(\/assets\/[\w.-]+\.css)#?"\/>/g;
const CLASS_SELECTOR = /\.((?:\\[0-9a-fA-F]{1,6}\s?|\\.|[\w-])+)/g;
// Inside :not(...) a class is what must be absent: it proves nothing.
const NEGATION = /:not\((?:[^()]|\([^()]*\))*\)/g;

const parsed = new Map<string, Root>();

/**
 * `html` with each stylesheet link replaced by a <style> of its rules that
 * can apply to the page. Pages React hydrates keep their <link>: React owns
 * their <head> and would find it changed. The policy's style-src already
 * allows inline styles.
 */
export function inlinePageStyles(html: string, clientDir: string): string {
  if (html.includes("window.__reactRouterContext")) return html;
  const used = classesIn(html);
  return html.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = usedRules(stylesheet(path.join(clientDir, href)), used);
    return css.includes("</style") ? link : `<style>${css}</style>`;
  });
}

function stylesheet(file: string): Root {
  let root = parsed.get(file);
  if (!root) {
    root = postcss.parse(readFileSync(file, "utf8"));
    parsed.set(file, root);
  }
  return root;
}

/** Every class any element of the page has: the pages' modules add none. */
function classesIn(html: string): Set<string> {
  const used = new Set<string>();
  for (const [, value = ""] of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of decodeHtml(value).split(/\s+/)) if (name) used.add(name);
  return used;
}

/** An attribute's text as the browser reads it (`&amp;` in `[…_&amp;]:hidden`). */
function decodeHtml(text: string): string {
  return text.replace(
    /&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot|apos));/gi,
    (_, hex?: string, decimal?: string, name?: string) =>
      hex
        ? String.fromCodePoint(parseInt(hex, 16))
        : decimal
          ? String.fromCodePoint(Number(decimal))
          : (
              { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" } as Record<
                string,
                string
              >
            )[name!.toLowerCase()]!,
  );
}

/**
 * The stylesheet without the rules whose every selector names a class the
 * page does not have (Tailwind's utilities are classes), and without the
 * at-rules left empty. Element, attribute and :root rules all stay.
 */
function usedRules(stylesheet: Root, used: ReadonlySet<string>): string {
  const root = stylesheet.clone();
  root.walkRules((rule) => {
    if (rule.parent?.type === "atrule" && /keyframes$/i.test(rule.parent.name))
      return;
    const applies = rule.selectors.some((selector) =>
      classesOf(selector).every((name) => used.has(name)),
    );
    if (!applies) rule.remove();
  });
  for (let emptied = true; emptied;) {
    emptied = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes?.length === 0) {
        atRule.remove();
        emptied = true;
      }
    });
  }
  return root.toString();
}

function classesOf(selector: string): string[] {
  return [...selector.replace(NEGATION, "").matchAll(CLASS_SELECTOR)].map(
    ([, escaped = ""]) => unescapeCss(escaped),
  );
}

/** A CSS identifier as written in HTML: `sm\:py-20` is `sm:py-20`. */
function unescapeCss(identifier: string): string {
  return identifier
    .replace(/\\([0-9a-fA-F]{1,6})\s?/g, (_, hex: string) =>
      String.fromCodePoint(parseInt(hex, 16)),
    )
    .replace(/\\(.)/g, "$1");
}
