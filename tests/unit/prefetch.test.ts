import { currentUserQuery, userSettingsQuery } from "@/lib/shared/queries/account";

// In a server request React's `cache` gives every caller the same QueryClient; outside one it
// caches nothing, so the tests stand in one shared request.
jest.mock("react", () => {
  const actual = jest.requireActual("react");
  return {
    ...actual,
    cache: <T>(make: () => T) => {
      let made: { value: T } | null = null;
      return () => (made ??= { value: make() }).value;
    },
  };
});

// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the mock
const { prefetch, prefetched } = require("@/lib/server/queries/prefetch");

describe("prefetched: a boundary's views", () => {
  it("hands over only its own views, not what another boundary of the request loaded", async () => {
    const user = { id: 1, username: "ada" };
    const settings = { defaultEventBrandId: null };
    // The layout's boundary, then a page's, in one request.
    const layout = await prefetched(prefetch(currentUserQuery, undefined, () => user));
    const page = await prefetched(prefetch(userSettingsQuery, undefined, () => settings));

    expect(layout.queries.map((query: { queryKey: unknown }) => query.queryKey)).toEqual([
      currentUserQuery.key(),
    ]);
    expect(page.queries.map((query: { queryKey: unknown }) => query.queryKey)).toEqual([
      userSettingsQuery.key(),
    ]);
    expect(page.queries[0].state.data).toEqual(settings);
  });
});
