import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/**
 * Three projects: unit tests (pure logic), integration tests (domain functions and the HTTP API
 * against a real PostgreSQL server; see scripts/test.mjs, which starts it) and the response replay
 * (the integration tests' recorded answers against the routes' response schemas).
 */
const common = {
  testEnvironment: "node",
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    // `server-only` throws outside a React server bundle; in tests every module is server-side.
    "^server-only$": "<rootDir>/tests/support/empty-module.js",
    // marked ships ESM and a UMD build; jest (CommonJS here) loads the UMD one.
    "^marked$": "<rootDir>/node_modules/marked/lib/marked.umd.js",
  },
};

export default async function config() {
  const make = (overrides) => createJestConfig({ ...common, ...overrides })();
  return {
    projects: [
      {
        ...(await make({ displayName: "unit", testMatch: ["<rootDir>/tests/unit/**/*.test.ts"] })),
      },
      {
        ...(await make({
          displayName: "integration",
          testMatch: ["<rootDir>/tests/integration/**/*.test.ts"],
          globalSetup: "<rootDir>/tests/support/global-setup.ts",
          setupFilesAfterEnv: ["<rootDir>/tests/support/integration-setup.ts"],
        })),
      },
      {
        // Run by scripts/test.mjs after the integration stage: checks the answers it recorded.
        ...(await make({
          displayName: "replay",
          testMatch: ["<rootDir>/tests/replay/**/*.test.ts"],
        })),
      },
    ],
  };
}
