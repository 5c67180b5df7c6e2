/**
 * `cn` merges classes with a tailwind-merge built from only the class groups this codebase uses
 * (lib/cn.ts). These tests hold it to the default `twMerge` on everything the code actually writes:
 * every class token in a string of app/, components/ and lib/, against every other one in both
 * orders, and the classes the UI primitives produce with the props their callers give them. A class
 * from a group the slim config lacks makes them fail.
 */
import fs from "node:fs";
import path from "node:path";
import * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import ts from "typescript";
import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

import { cn } from "@/lib/cn";

const ROOT = path.resolve(__dirname, "../..");

function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) files.push(full);
    }
  };
  for (const dir of ["app", "components", "lib"]) walk(path.join(ROOT, dir));
  return files;
}

// lib/cn.ts itself is left out: its strings are the merger's config (group names), not classes.
const parsed = sourceFiles()
  .filter((file) => file !== path.join(ROOT, "lib", "cn.ts"))
  .map((file) =>
    ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true),
  );

function visitAll(visit: (node: ts.Node, file: ts.SourceFile) => void) {
  for (const file of parsed) {
    const walk = (node: ts.Node) => {
      visit(node, file);
      node.forEachChild(walk);
    };
    walk(file);
  }
}

/** Whether the default tailwind-merge knows the token as a Tailwind class (it merges a repeat). */
const isTailwindClass = (token: string) =>
  !token.includes('"') && twMerge(`${token} ${token}`) === token;

/** Every Tailwind class (with its variants) written in a string or template of the code. */
function classTokens(): string[] {
  const tokens = new Set<string>();
  visitAll((node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      for (const token of node.text.split(/\s+/)) if (token) tokens.add(token);
    }
  });
  return [...tokens].filter(isTailwindClass).sort();
}

const tokens = classTokens();

describe("cn against the default twMerge", () => {
  it("finds the codebase's classes", () => {
    // Guards the collection itself: a broken walk would make the comparisons below vacuous.
    expect(tokens.length).toBeGreaterThan(500);
    for (const known of ["flex", "hover:bg-muted", "[&_svg]:shrink-0", "text-sm", "md:text-sm"]) {
      expect(tokens).toContain(known);
    }
  });

  it("merges every pair of the codebase's classes as twMerge does, in both orders", () => {
    const differences: string[] = [];
    for (const first of tokens) {
      for (const second of tokens) {
        const expected = twMerge(first, second);
        const actual = cn(first, second);
        if (actual !== expected) differences.push(`"${first} ${second}": ${actual} ≠ ${expected}`);
      }
    }
    expect(differences.slice(0, 20)).toEqual([]);
  });

  it("fails for a class from a group it does not know", () => {
    // Multi-column layout is not used in the codebase: the slim merger keeps both classes where
    // twMerge keeps only the last, which the pair comparison above would report.
    expect(twMerge("columns-2 columns-3")).toBe("columns-3");
    expect(cn("columns-2 columns-3")).toBe("columns-2 columns-3");
  });

  it("keeps conditional inputs as clsx does", () => {
    expect(cn("px-2", false, null, undefined, { "px-4": true, "py-1": false }, ["text-sm"])).toBe(
      "px-4 text-sm",
    );
  });
});

/**
 * The UI primitives that render on their own (no Radix context), by module, and each usage of them
 * in the code: the string props a caller gives (variant, size, className), collected from JSX.
 */
const PRIMITIVES = [
  "alert",
  "badge",
  "button",
  "card",
  "input",
  "label",
  "skeleton",
  "textarea",
] as const;

type Usage = { module: string; name: string; props: Record<string, string> };

function primitiveUsages(): Usage[] {
  const usages = new Map<string, Usage>();
  visitAll((node, file) => {
    if (!ts.isJsxOpeningElement(node) && !ts.isJsxSelfClosingElement(node)) return;
    if (!ts.isIdentifier(node.tagName)) return;
    const name = node.tagName.text;
    const primitive = importedPrimitive(file, name);
    if (!primitive) return;
    const props: Record<string, string> = {};
    for (const attribute of node.attributes.properties) {
      if (!ts.isJsxAttribute(attribute) || !ts.isIdentifier(attribute.name)) continue;
      const key = attribute.name.text;
      if (!["variant", "size", "className"].includes(key)) continue;
      const value = literalValue(attribute.initializer);
      if (value !== undefined) props[key] = value;
    }
    const usage = { module: primitive, name, props };
    usages.set(JSON.stringify(usage), usage);
  });
  return [...usages.values()];
}

function literalValue(initializer: ts.JsxAttributeValue | undefined): string | undefined {
  if (!initializer) return undefined;
  if (ts.isStringLiteral(initializer)) return initializer.text;
  if (ts.isJsxExpression(initializer) && initializer.expression) {
    const expression = initializer.expression;
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
      return expression.text;
    }
  }
  return undefined;
}

function importedPrimitive(file: ts.SourceFile, name: string): string | undefined {
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) {
      continue;
    }
    const source = statement.moduleSpecifier.text;
    const primitive = PRIMITIVES.find(
      (candidate) =>
        source === `@/components/ui/${candidate}` ||
        (file.fileName.includes(`${path.sep}components${path.sep}ui${path.sep}`) &&
          source === `./${candidate}`),
    );
    const bindings = statement.importClause?.namedBindings;
    if (primitive && bindings && ts.isNamedImports(bindings)) {
      if (bindings.elements.some((element) => element.name.text === name)) return primitive;
    }
  }
  return undefined;
}

type Components = Record<string, Record<string, React.ComponentType<Record<string, unknown>>>>;

const load = (): Components =>
  Object.fromEntries(
    PRIMITIVES.map((module) => [module, jest.requireActual(`@/components/ui/${module}`)]),
  );

function component(components: Components, module: string, name: string) {
  const found = components[module]?.[name];
  if (!found) throw new Error(`components/ui/${module} exports no ${name}`);
  return found;
}

const withSlimMerge = load();
let withDefaultMerge: Components = {};
jest.isolateModules(() => {
  // The same primitives with `cn` merging through the default twMerge; React is shared so both
  // render with the same renderer.
  jest.doMock("react", () => React);
  jest.doMock("@/lib/cn", () => ({
    cn: (...inputs: ClassValue[]) => twMerge(clsx(inputs)),
  }));
  withDefaultMerge = load();
});

describe("the UI primitives' classes", () => {
  const usages = primitiveUsages();

  it("finds the primitives' usages", () => {
    // Guards the setup: the reference copies must be other modules, merging through twMerge.
    expect(component(withDefaultMerge, "button", "Button")).not.toBe(
      component(withSlimMerge, "button", "Button"),
    );
    expect(usages.length).toBeGreaterThan(100);
    expect(usages.some((usage) => usage.name === "Button" && usage.props.className)).toBe(true);
  });

  it("are the same with cn as with twMerge, for every variant, size and className callers give", () => {
    // Every variant and size written for a primitive, each with every className its callers give.
    const cases: Usage[] = [];
    const byComponent = new Map<string, Usage[]>();
    for (const usage of usages) {
      const key = `${usage.module}:${usage.name}`;
      byComponent.set(key, [...(byComponent.get(key) ?? []), usage]);
    }
    for (const [key, group] of byComponent) {
      const [module = "", name = ""] = key.split(":");
      const distinct = (values: Array<Record<string, string>>) => [
        ...new Map(values.map((value) => [JSON.stringify(value), value])).values(),
      ];
      const styles = distinct([
        {},
        ...group.map(({ props: { variant, size } }) => ({
          ...(variant ? { variant } : {}),
          ...(size ? { size } : {}),
        })),
      ]);
      const classNames = distinct([
        {},
        ...group.flatMap(({ props: { className } }) => (className ? [{ className }] : [])),
      ]);
      for (const style of styles) {
        for (const className of classNames) {
          cases.push({ module, name, props: { ...style, ...className } });
        }
      }
    }
    expect(cases.length).toBeGreaterThan(usages.length);
    const differences: string[] = [];
    for (const { module, name, props } of cases) {
      const actual = renderToStaticMarkup(
        React.createElement(component(withSlimMerge, module, name), props),
      );
      const expected = renderToStaticMarkup(
        React.createElement(component(withDefaultMerge, module, name), props),
      );
      if (actual !== expected) differences.push(`${name} ${JSON.stringify(props)}`);
    }
    expect(differences).toEqual([]);
  });
});
