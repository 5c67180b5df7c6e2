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
  // Browser source maps for `npm run analyze` (which module each page's first-load bytes come from);
  // off otherwise, so a normal build serves no maps.
  productionBrowserSourceMaps: process.env.PITCHSIDE_SOURCE_MAPS === "1",
  reactStrictMode: true,
  // Native or WASM packages that must be loaded from node_modules at run time, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "sharp", "@node-rs/argon2", "pg"],
  // The build is type-checked and linted by `npm test`; a demo build need not repeat it.
  typescript: { ignoreBuildErrors: process.env.PITCHSIDE_SKIP_BUILD_CHECKS === "1" },
  experimental: {
    // proxy.ts runs before every request, /api included, and Next.js hands it at most this much of
    // a request body: anything longer reaches the route cut short (10 MB by default). It must hold
    // the largest body a route accepts, a 50 MB prospect list with its form fields; each route
    // still applies its own, smaller cap.
    proxyClientMaxBodySize: 51 * 1024 * 1024,
  },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
  // Old and alternative addresses of the sponsor detail page. Temporary (307), since the canonical
  // address may change again; the query string is passed on.
  async redirects() {
    const detail = "/sponsor-brands/detail/:id";
    return [
      { source: "/sponsor-brands/:id(\\d+)", destination: detail, permanent: false },
      { source: "/sponsor-detail/:id", destination: detail, permanent: false },
      { source: "/sponsor/:id", destination: detail, permanent: false },
      {
        source: "/sponsor/:id/activations",
        destination: `${detail}?tab=activations`,
        permanent: false,
      },
    ];
  },
};

export default nextConfig;
