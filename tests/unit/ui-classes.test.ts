import fs from "node:fs";
import path from "node:path";
import { createElement, type ComponentType, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { BrandLogo } from "@/components/brand/brand-logo";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupContent,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarInset,
  SidebarMenu,
  SidebarMenuBadge,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarProvider,
  SidebarRail,
  SidebarTrigger,
} from "@/components/ui/sidebar";
import { brands } from "@/config/brands";

/*
 * The components below join their classes without tailwind-merge (lib/shared/cx.ts), which is only
 * right while nothing would be merged away: neither among their own classes nor with the
 * classes their callers add.
 */

const root = path.resolve(import.meta.dirname, "../..");

type Props = Record<string, unknown>;
type Checked = {
  component: ComponentType<Props>;
  /** The data-slot of the element that gets the caller's className; the first with classes when none. */
  slot?: string | ((props: Props) => string);
  /** Each variant prop with all its values. */
  variants?: Record<string, readonly unknown[]>;
  /** Sidebar parts need the provider's context. */
  inSidebar?: boolean;
};

const as = (component: unknown) => component as ComponentType<Props>;

const checked: Record<string, Checked> = {
  Button: {
    component: as(Button),
    slot: "button",
    variants: {
      variant: ["default", "destructive", "outline", "secondary", "ghost", "link"],
      size: ["default", "sm", "inline", "lg", "icon", "icon-sm"],
    },
  },
  Input: { component: as(Input), slot: "input" },
  Label: { component: as(Label), slot: "label" },
  Checkbox: { component: as(Checkbox), slot: "checkbox" },
  Card: { component: as(Card), slot: "card", variants: { size: ["default", "sm"] } },
  CardHeader: { component: as(CardHeader), slot: "card-header", variants: { layout: ["default", "row"] } },
  CardTitle: { component: as(CardTitle), slot: "card-title", variants: { size: ["default", "base", "lg", "xl"] } },
  CardDescription: { component: as(CardDescription), slot: "card-description" },
  CardAction: { component: as(CardAction), slot: "card-action" },
  CardContent: { component: as(CardContent), slot: "card-content" },
  CardFooter: { component: as(CardFooter), slot: "card-footer" },
  Alert: { component: as(Alert), slot: "alert", variants: { variant: ["default", "destructive", "warning", "success"] } },
  AlertTitle: { component: as(AlertTitle), slot: "alert-title" },
  AlertDescription: { component: as(AlertDescription), slot: "alert-description" },
  BrandLogo: {
    component: (props) => createElement(BrandLogo, { brand: brands.enterprise, ...props }),
    variants: { block: [false, true] },
  },
  SidebarProvider: { component: as(SidebarProvider), slot: "sidebar-wrapper" },
  Sidebar: {
    component: as(Sidebar),
    slot: (props) => (props.collapsible === "none" ? "sidebar" : "sidebar-container"),
    variants: { side: ["left", "right"], collapsible: ["offcanvas", "icon", "none"] },
    inSidebar: true,
  },
  SidebarTrigger: { component: as(SidebarTrigger), slot: "sidebar-trigger", inSidebar: true },
  SidebarRail: { component: as(SidebarRail), slot: "sidebar-rail", inSidebar: true },
  SidebarInset: { component: as(SidebarInset), slot: "sidebar-inset" },
  SidebarHeader: { component: as(SidebarHeader), slot: "sidebar-header" },
  SidebarFooter: { component: as(SidebarFooter), slot: "sidebar-footer" },
  SidebarContent: { component: as(SidebarContent), slot: "sidebar-content" },
  SidebarGroup: { component: as(SidebarGroup), slot: "sidebar-group" },
  SidebarGroupLabel: { component: as(SidebarGroupLabel), slot: "sidebar-group-label" },
  SidebarGroupContent: { component: as(SidebarGroupContent), slot: "sidebar-group-content" },
  SidebarMenu: { component: as(SidebarMenu), slot: "sidebar-menu" },
  SidebarMenuItem: { component: as(SidebarMenuItem), slot: "sidebar-menu-item" },
  SidebarMenuButton: {
    component: as(SidebarMenuButton),
    slot: "sidebar-menu-button",
    variants: { variant: ["default", "outline"], size: ["default", "sm", "lg"] },
    inSidebar: true,
  },
  SidebarMenuBadge: { component: as(SidebarMenuBadge), slot: "sidebar-menu-badge" },
};

/** Every combination of the given variant values. */
function combinations(variants: Record<string, readonly unknown[]>): Props[] {
  return Object.entries(variants).reduce<Props[]>(
    (all, [name, values]) => all.flatMap((props) => values.map((value) => ({ ...props, [name]: value }))),
    [{}],
  );
}

function render(name: string, props: Props): string {
  const { component, inSidebar } = checked[name]!;
  const element: ReactElement = createElement(component, props);
  return renderToStaticMarkup(inSidebar ? createElement(SidebarProvider, null, element) : element).replaceAll("&#x27;", "'");
}

/** The classes of every element the component renders. */
function allClasses(name: string, props: Props): string[] {
  return [...render(name, props).matchAll(/\sclass="([^"]*)"/g)].map((match) => match[1]!);
}

/** The classes of the element that gets the caller's className. */
function classOf(name: string, props: Props): string {
  const { slot } = checked[name]!;
  const slotName = typeof slot === "function" ? slot(props) : slot;
  const where = slotName ? `[^>]*\\sdata-slot="${slotName}"` : "[^>]*\\sclass=";
  const tag = new RegExp(`<[a-z]+\\b${where}[^>]*>`).exec(render(name, props));
  const match = tag && /\sclass="([^"]*)"/.exec(tag[0]);
  if (!match) throw new Error(`no class on ${slotName ?? "any element"} of ${name}`);
  return match[1]!;
}

/** The classes tailwind-merge would drop from the plain join. */
function mergedAway(...parts: string[]): string[] {
  const joined = parts.join(" ").split(/\s+/).filter(Boolean);
  const kept = new Set(twMerge(joined.join(" ")).split(" "));
  return joined.filter((name) => !kept.has(name));
}

describe("components joined without tailwind-merge", () => {
  it.each(Object.entries(checked))("%s sets each class group once for every variant", (name, { variants = {} }) => {
    for (const props of combinations(variants)) {
      for (const classes of allClasses(name, props)) expect(mergedAway(classes), `${name} ${JSON.stringify(props)}`).toEqual([]);
    }
  });

  it("callers add only classes the component does not set", () => {
    // Only the two folders are walked: the whole checkout (node_modules) took seconds on a loaded machine.
    const files = ["app", "components"]
      .flatMap((dir) => fs.readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" }).map((file) => `${dir}/${file}`))
      .filter((file) => file.endsWith(".tsx"));
    const names = Object.keys(checked).sort((a, b) => b.length - a.length);
    const tag = new RegExp(`<(${names.join("|")})\\b((?:[^>]|=>)*?)>`, "gs");
    const found: string[] = [];
    for (const file of files) {
      const source = fs.readFileSync(path.join(root, file), "utf8");
      for (const [, name = "", attributes = ""] of source.matchAll(tag)) {
        const className = /\bclassName=(?:"([^"]*)"|\{)/.exec(attributes);
        if (!className) continue;
        const where = `${file}: <${name} className=${className[1] ?? "{…}"}>`;
        // Computed classes cannot be checked here; a component of components/ui may add its own with cn.
        expect(className[1] !== undefined || file.startsWith("components/ui/"), `${where} needs a literal class list`).toBe(true);
        if (className[1] === undefined) continue;
        // A variant the caller spells out is checked alone; any other, with each of its values.
        const variants = Object.fromEntries(
          Object.entries(checked[name]!.variants ?? {}).map(([prop, values]) => {
            const literal = new RegExp(`\\b${prop}="([^"]+)"`).exec(attributes);
            return [prop, literal ? [literal[1]] : values];
          }),
        );
        for (const props of combinations(variants)) expect(mergedAway(classOf(name, props), className[1]), where).toEqual([]);
        found.push(where);
      }
    }
    expect(found.length).toBeGreaterThan(30);
  });
});

describe("slot parts", () => {
  it("are named after their slot in React DevTools", () => {
    expect(CardContent.displayName).toBe("CardContent");
    expect(CardDescription.displayName).toBe("CardDescription");
  });
});
