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
    files: ["scripts/**", "tests/**", "lib/server/logger.ts"],
    rules: { "no-console": "off" },
  },
]);
