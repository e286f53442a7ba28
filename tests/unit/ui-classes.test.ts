import fs from "node:fs";
import path from "node:path";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/*
 * Button, Input, Label and Checkbox join their classes without tailwind-merge (lib/cx.ts),
 * which is only right while nothing would be merged away: neither among their own classes nor
 * with the classes their callers add.
 */

const root = path.resolve(import.meta.dirname, "../..");
const variants = ["default", "destructive", "outline", "secondary", "ghost", "link"] as const;
const sizes = ["default", "sm", "inline", "lg", "icon", "icon-sm"] as const;

function classOf(component: ComponentType<Record<string, unknown>>, props: Record<string, unknown> = {}): string {
  const html = renderToStaticMarkup(createElement(component, props));
  const match = /<(?:button|input|label)\b[^>]*\sclass="([^"]*)"/.exec(html);
  if (!match) throw new Error(`no class in ${html}`);
  return match[1]!.replaceAll("&#x27;", "'");
}

/** The classes tailwind-merge would drop from the plain join. */
function mergedAway(...parts: string[]): string[] {
  const joined = parts.join(" ").split(/\s+/).filter(Boolean);
  const kept = new Set(twMerge(joined.join(" ")).split(" "));
  return joined.filter((name) => !kept.has(name));
}

const buttonClass = (variant: string, size: string) => classOf(Button as ComponentType<Record<string, unknown>>, { variant, size });

const components = {
  Input: () => classOf(Input as ComponentType<Record<string, unknown>>),
  Label: () => classOf(Label as ComponentType<Record<string, unknown>>),
  Checkbox: () => classOf(Checkbox as ComponentType<Record<string, unknown>>),
};

describe("components joined without tailwind-merge", () => {
  it("Button sets each class group once for every variant and size", () => {
    for (const variant of variants) {
      for (const size of sizes) expect(mergedAway(buttonClass(variant, size)), `${variant}/${size}`).toEqual([]);
    }
  });

  it.each(Object.entries(components))("%s sets each class group once", (_, classes) => {
    expect(mergedAway(classes())).toEqual([]);
  });

  it("callers add only classes the component does not set", () => {
    const files = fs
      .readdirSync(root, { recursive: true, encoding: "utf8" })
      .filter((file) => /^(app|components)\/.*\.tsx$/.test(file));
    const tag = /<(Button|Input|Label|Checkbox)\b((?:[^>]|=>)*?)>/gs;
    const checked: string[] = [];
    for (const file of files) {
      const source = fs.readFileSync(path.join(root, file), "utf8");
      for (const [, name, attributes = ""] of source.matchAll(tag)) {
        const className = /\bclassName=(?:"([^"]*)"|\{)/.exec(attributes);
        if (!className) continue;
        const where = `${file}: <${name} className=${className[1] ?? "{…}"}>`;
        // Computed classes cannot be checked here; a component of components/ui may add its own with cn.
        expect(className[1] !== undefined || file.startsWith("components/ui/"), `${where} needs a literal class list`).toBe(true);
        if (className[1] === undefined) continue;
        const own =
          name === "Button"
            ? (/\bsize="([^"]+)"/.exec(attributes) ? [/\bsize="([^"]+)"/.exec(attributes)![1]!] : /\bsize=\{/.test(attributes) ? sizes : ["default"]).flatMap(
                (size) => variants.map((variant) => buttonClass(/\bvariant="([^"]+)"/.exec(attributes)?.[1] ?? variant, size)),
              )
            : [components[name as keyof typeof components]()];
        for (const classes of own) expect(mergedAway(classes, className[1]), where).toEqual([]);
        checked.push(where);
      }
    }
    expect(checked.length).toBeGreaterThan(10);
  });
});
