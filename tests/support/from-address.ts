import { request } from "node:http";
import { BASE_URL, type HttpResult } from "./http";

/**
 * A request to the server under test from a chosen loopback source address (127.0.0.2,
 * 127.0.1.7, …): the server sees a different client socket per address, as it would see different
 * machines. Linux routes all of 127.0.0.0/8 to the loopback interface, so any of them can be bound.
 */
export function httpFrom<T = Record<string, unknown>>(
  address: string,
  path: string,
  options: { json?: unknown; headers?: Record<string, string>; base?: string } = {},
): Promise<HttpResult<T>> {
  const url = new URL(path, options.base ?? BASE_URL);
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: body === undefined ? "GET" : "POST",
        localAddress: address,
        agent: false,
        headers: {
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            for (const item of Array.isArray(value) ? value : [value ?? ""]) {
              headers.append(name, item);
            }
          }
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            // not JSON: keep the text
          }
          resolve({ status: res.statusCode ?? 0, headers, body: parsed as T });
        });
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}
