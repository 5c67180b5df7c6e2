import type { NextConfig } from "next";

const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=()" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ...(process.env.APP_URL?.startsWith("https://")
    ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }]
    : []),
];

const nextConfig: NextConfig = {
  // Lets two builds (say, a test run and a demo) share one checkout without colliding.
  distDir: process.env.PITCHSIDE_DIST_DIR || ".next",
  poweredByHeader: false,
  reactStrictMode: true,
  // Native or WASM packages that must be loaded from node_modules at run time, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "sharp", "@node-rs/argon2", "pg"],
  // The build is type-checked and linted by `npm test`; a demo build need not repeat it.
  typescript: { ignoreBuildErrors: process.env.PITCHSIDE_SKIP_BUILD_CHECKS === "1" },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default nextConfig;
