import { ApiError, apiGetWithHeaders, apiRequest } from "@/lib/client/api";
import { fetchApiQuery } from "@/lib/client/queries";
import { apiQuery, pagedQuery } from "@/lib/shared/queries/define";
import { withQuery } from "@/lib/shared/queries/define";
import { friendlyErrorMessage, FRIENDLY_ERRORS } from "@/lib/shared/error-messages";
import { AppError, ERROR_STATUS, isUniqueViolation } from "@/lib/server/http/errors";
import { toErrorResponse } from "@/lib/server/http/route";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "@/lib/server/db/errors";

describe("friendlyErrorMessage", () => {
  it.each([
    [400, FRIENDLY_ERRORS[400]],
    [401, "Authentication required. Please sign in to continue."],
    [403, "You don't have permission to perform this action."],
    [404, "The requested resource was not found."],
    [409, "This action conflicts with the current state."],
    [429, "Too many requests. Please try again later."],
    [500, "Something went wrong on our server. Please try again later."],
    [502, "Our service is currently unavailable. Please try again later."],
    [503, FRIENDLY_ERRORS.unavailable],
    [504, FRIENDLY_ERRORS.unavailable],
    [418, "An unexpected error occurred. Please try again."],
  ])("%i → %s", (status, text) => {
    expect(friendlyErrorMessage(status)).toBe(text);
  });
  it("names timeouts and API key problems", () => {
    expect(friendlyErrorMessage(0, { timeout: true })).toBe(
      "The request took too long to complete. Please try again.",
    );
    expect(friendlyErrorMessage(401, { apiKey: true })).toBe(
      "There was an issue with the API key. Please check your API key settings.",
    );
  });
});

describe("server error mapping", () => {
  it("maps every code to its status and keeps the message of errors raised on purpose", async () => {
    const response = toErrorResponse(
      new AppError("CONFLICT", "Username already exists", { details: [{ path: "body.username" }] }),
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: "Username already exists",
      code: "CONFLICT",
      details: [{ path: "body.username" }],
    });
    expect(ERROR_STATUS.RATE_LIMITED).toBe(429);
    expect(new AppError("NOT_FOUND", "x").status).toBe(404);
  });
  it("never reveals an unexpected error's text", async () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    const response = toErrorResponse(new Error("password=hunter2 at db.internal:5432"));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      error: "Something went wrong on our server. Please try again later.",
      code: "INTERNAL",
    });
    spy.mockRestore();
  });
  it("recognises unique violations through driver wrappers", () => {
    expect(isUniqueViolation({ code: "23505" })).toBe(true);
    expect(isUniqueViolation(new Error("wrapped", { cause: { code: "23505" } }))).toBe(true);
    expect(isUniqueViolation({ code: "23503" })).toBe(false);
    expect(isUniqueViolation(Object.assign(new Error("write EPIPE"), { code: "EPIPE" }))).toBe(
      false,
    );
  });

  /** A driver error as Drizzle hands it on: its own error, the driver's as the cause. */
  const wrapped = (cause: unknown) =>
    new Error("Failed query: select 1\nparams: ", { cause: cause as Error });
  const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

  it.each([
    [
      "a refused connection",
      wrapped(withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")),
    ],
    ["a reset connection", withCode("read ECONNRESET", "ECONNRESET")],
    ["a dropped connection", wrapped(new Error("Connection terminated unexpectedly"))],
    ["a pool that cannot connect in time", new Error("timeout exceeded when trying to connect")],
    [
      "a server shutting down",
      wrapped(withCode("terminating connection due to administrator command", "57P01")),
    ],
    ["a server starting up", withCode("the database system is starting up", "57P03")],
    ["a connection exception", withCode("connection failure", "08006")],
    ["too many connections", withCode("sorry, too many clients already", "53300")],
    [
      "one of several connection attempts",
      new AggregateError([withCode("connect ECONNREFUSED ::1:5432", "ECONNREFUSED")], "connect"),
    ],
  ])("answers %s with a 503 and Retry-After, not a 500", async (_what, error) => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    expect(isDatabaseUnavailable(error)).toBe(true);
    const response = toErrorResponse(error);
    spy.mockRestore();
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(await response.json()).toEqual({
      error: FRIENDLY_ERRORS.unavailable,
      code: "SERVICE_UNAVAILABLE",
    });
  });

  it.each([
    ["a unique violation", wrapped(withCode("duplicate key value", "23505"))],
    ["a syntax error", withCode("syntax error at or near", "42601")],
    ["a cancelled statement", withCode("canceling statement due to statement timeout", "57014")],
    ["a plain bug", new TypeError("Cannot read properties of undefined")],
    [
      "a message that only quotes the driver's",
      new Error("Feed: Connection terminated unexpectedly"),
    ],
  ])("still answers %s with the generic 500", (_what, error) => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(toErrorResponse(error).status).toBe(500);
    spy.mockRestore();
  });
});

describe("client fetcher", () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });
  const answer = (status: number, body?: unknown, statusText = "") =>
    new Response(
      body === undefined ? null : typeof body === "string" ? body : JSON.stringify(body),
      { status, statusText },
    );

  it("reads error, then message, then the status text", async () => {
    global.fetch = jest
      .fn()
      .mockResolvedValueOnce(answer(409, { error: "Taken", code: "CONFLICT", details: [1] }));
    await expect(apiRequest("POST", "/x", {})).rejects.toMatchObject({
      status: 409,
      message: "Taken",
      code: "CONFLICT",
      details: [1],
    });
    global.fetch = jest.fn().mockResolvedValueOnce(answer(400, { message: "From message" }));
    await expect(apiRequest("GET", "/x")).rejects.toMatchObject({ message: "From message" });
    global.fetch = jest.fn().mockResolvedValueOnce(answer(502, "<html>", "Bad Gateway"));
    await expect(apiRequest("GET", "/x", undefined, { retry: false })).rejects.toMatchObject({
      status: 502,
      message: "Bad Gateway",
    });
  });

  it("sends JSON only when there is a body, and answers {} for 204", async () => {
    const fetchMock = jest.fn().mockResolvedValue(answer(204));
    global.fetch = fetchMock;
    expect(await apiRequest("DELETE", "/x")).toEqual({});
    expect(fetchMock.mock.calls[0][1]).toMatchObject({
      method: "DELETE",
      credentials: "same-origin",
      body: undefined,
    });
    await apiRequest("POST", "/x", { a: 1 });
    expect(fetchMock.mock.calls[1][1]).toMatchObject({
      body: '{"a":1}',
      headers: { "Content-Type": "application/json" },
    });
  });

  it("gives status 0 on a network failure", async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(apiRequest("GET", "/x", undefined, { retry: false })).rejects.toMatchObject({
      status: 0,
    });
  });

  it("retries reads twice, after 1 s then 2 s, on network failures and 5xx only", async () => {
    const waits: number[] = [];
    const wait = async (ms: number) => void waits.push(ms);
    global.fetch = jest
      .fn()
      .mockRejectedValueOnce(new TypeError("offline"))
      .mockResolvedValueOnce(answer(503, {}))
      .mockResolvedValueOnce(answer(200, { ok: true }));
    expect(await apiRequest("GET", "/x", undefined, { wait })).toEqual({ ok: true });
    expect(waits).toEqual([1000, 2000]);

    waits.length = 0;
    global.fetch = jest.fn().mockResolvedValue(answer(500, {}));
    await expect(apiRequest("GET", "/x", undefined, { wait })).rejects.toBeInstanceOf(ApiError);
    expect((global.fetch as jest.Mock).mock.calls).toHaveLength(3);

    waits.length = 0;
    global.fetch = jest.fn().mockResolvedValue(answer(404, { error: "nope" }));
    await expect(apiRequest("GET", "/x", undefined, { wait })).rejects.toMatchObject({
      status: 404,
    });
    expect(waits).toEqual([]);
  });

  it("does not retry writes unless asked: a repeated POST could queue a job twice", async () => {
    const waits: number[] = [];
    const wait = async (ms: number) => void waits.push(ms);
    global.fetch = jest.fn().mockResolvedValue(answer(503, {}));
    await expect(apiRequest("POST", "/x", {}, { wait })).rejects.toMatchObject({ status: 503 });
    expect((global.fetch as jest.Mock).mock.calls).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it("retries the read with headers like every read", async () => {
    const waits: number[] = [];
    const wait = async (ms: number) => void waits.push(ms);
    global.fetch = jest
      .fn()
      .mockResolvedValueOnce(answer(500, {}))
      .mockResolvedValueOnce(
        new Response("[1]", { status: 200, headers: { "X-Total-Count": "1" } }),
      );
    const { data, headers } = await apiGetWithHeaders<number[]>("/x", { wait });
    expect(data).toEqual([1]);
    expect(headers.get("X-Total-Count")).toBe("1");
    expect(waits).toEqual([1000]);
  });

  it("every read: 401 → null when the definition asks, 'API Error (status): ...' otherwise", async () => {
    const user = apiQuery<{ id: number } | null>({
      root: "user",
      path: () => "/api/user",
      nullWhenSignedOut: true,
    });
    const brand = apiQuery<{ id: number }, { id: number }>({
      root: "brand",
      path: ({ id }) => `/api/brands/${id}`,
    });
    global.fetch = jest
      .fn()
      .mockImplementation(async () => answer(401, { error: "Authentication required" }));
    expect(await fetchApiQuery(user, undefined)).toBeNull();
    await expect(fetchApiQuery(brand, { id: 1 })).rejects.toThrow(
      "API Error (401): Authentication required",
    );
    global.fetch = jest.fn().mockResolvedValue(answer(404, { error: "Event brand not found" }));
    await expect(fetchApiQuery(brand, { id: 7 })).rejects.toMatchObject({
      status: 404,
      message: "API Error (404): Event brand not found",
    });
    expect(global.fetch).toHaveBeenCalledWith("/api/brands/7", expect.anything());
  });

  it("a paged read answers the items with the X-Total-Count, X-Page and X-Page-Size numbers", async () => {
    const list = pagedQuery<number, { page: number }>({
      root: "numbers",
      path: ({ page }) => `/api/numbers?page=${page}`,
    });
    const headers = { "X-Total-Count": "40", "X-Page": "2", "X-Page-Size": "2" };
    global.fetch = jest.fn().mockResolvedValue(new Response("[1,2]", { status: 200, headers }));
    expect(await fetchApiQuery(list, { page: 2 })).toEqual({
      items: [1, 2],
      total: 40,
      page: 2,
      pageSize: 2,
    });
    expect(list.key({ page: 2 })).toEqual(["numbers", { page: 2 }]);
    expect(list.scope()).toEqual(["numbers"]);
  });

  it("withQuery leaves out empty values", () => {
    expect(withQuery("/api/x", { a: 1, b: "", c: null, d: undefined, e: "x y" })).toBe(
      "/api/x?a=1&e=x+y",
    );
  });
});
