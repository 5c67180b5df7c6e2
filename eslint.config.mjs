import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// Which layer may import which (docs/architecture.md, "One pattern"). Import cycles, index files
// and spec citations are checked by scripts/check-structure.mjs.
const serverOnly = {
  regex: "^@/lib/server/",
  message: "Client code never imports lib/server; shared view types live in lib/shared.",
};
const appLayers = {
  regex: "^@/(app|inngest|components)/",
  message: "lib/ does not depend on app/, inngest/ or components/.",
};
const restrict = (...patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

// Client code reads the API one way: a definition in lib/shared/queries (key, path, answer type)
// run by lib/client/queries.ts (docs/architecture.md, "Reading data").
const QUERY_LAYER =
  "Read the API through a definition in lib/shared/queries and lib/client/queries.ts";
const oneQueryLayer = {
  "no-restricted-syntax": [
    "error",
    { selector: "Property[key.name='queryKey']", message: `${QUERY_LAYER} (no hand-made keys).` },
    {
      selector: "CallExpression[callee.name=/^use(Suspense|Infinite)?Query$/]",
      message: `${QUERY_LAYER}: useApiQuery.`,
    },
    {
      selector: "CallExpression[callee.property.name=/^(setQueryData|getQueryData)$/]",
      message: `${QUERY_LAYER}: setApiQueryData.`,
    },
    { selector: "CallExpression[callee.name='fetch']", message: `${QUERY_LAYER}: apiRequest.` },
    {
      selector: "CallExpression[callee.name='apiRequest'][arguments.0.value='GET']",
      message: `${QUERY_LAYER}: a read is a definition, not an ad-hoc GET.`,
    },
  ],
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    ".next/**",
    ".next-*/**",
    ".data/**",
    "node_modules/**",
    "drizzle/**",
    "bench/**",
    "next-env.d.ts",
    "test-results/**",
    "playwright-report/**",
  ]),
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/no-explicit-any": "error",
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  { files: ["lib/server/**"], rules: restrict(appLayers) },
  {
    files: ["lib/shared/**"],
    rules: restrict(appLayers, {
      regex: "^(@/lib/(server|client)/|server-only$)",
      message: "lib/shared is imported by both sides: it may not import lib/server or lib/client.",
    }),
  },
  { files: ["lib/client/**", "components/**"], rules: restrict(serverOnly) },
  {
    // Client components and hooks beside the pages: everything under app/ except the files the
    // server runs (pages, layouts, route handlers and the other special files).
    files: ["app/**/*.{ts,tsx}"],
    ignores: [
      "app/**/page.tsx",
      "app/**/layout.tsx",
      "app/**/route.ts",
      "app/**/not-found.tsx",
      "app/**/default.tsx",
      "app/**/opengraph-image.tsx",
      // Server-only helpers of the pages (they import "server-only").
      "app/**/*.server.tsx",
      "app/api/**",
      "app/*.ts",
    ],
    rules: restrict(serverOnly),
  },
  {
    // Inside lib/server, a module reaches another domain by its alias path, never by "../".
    files: ["lib/server/*/*.ts"],
    rules: restrict(appLayers, {
      regex: "^\\.\\./",
      message: "Import another domain as @/lib/server/<domain>/<file>.",
    }),
  },
  {
    files: ["lib/client/**", "components/**", "app/**/*.tsx"],
    ignores: ["lib/client/queries.ts", "lib/client/api.ts"],
    rules: oneQueryLayer,
  },
  {
    files: ["scripts/**", "tests/**", "lib/server/logger.ts"],
    rules: { "no-console": "off" },
  },
]);
