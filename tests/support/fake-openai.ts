import http from "node:http";
import type { AddressInfo } from "node:net";
import type { DeepResearch } from "@/lib/shared/schemas/ai";

/**
 * A fake OpenAI-compatible server for tests: answers `/v1/chat/completions` and
 * `/v1/images/generations` with scripted replies, records every request, and never leaves a
 * socket open when closed. Used through the real `openai` SDK via OPENAI_BASE_URL.
 */

export interface FakeRequest {
  path: string;
  /** The parsed JSON body. */
  body: Record<string, unknown>;
}

export interface FakeReply {
  status?: number;
  /** Sent as JSON; ignored when `raw` is given. */
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
  /** Wait this long before answering (to exceed the client's timeout). */
  delayMs?: number;
}

export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

export interface FakeOpenAI {
  /** Base URL for the SDK, ending in /v1. */
  url: string;
  requests: FakeRequest[];
  /** Answer every request with this handler (replaces the previous one and clears the queue). */
  respond(handler: FakeHandler): void;
  /** Answer the next requests with these replies, in order, before falling back to the handler. */
  queue(...replies: FakeReply[]): void;
  reset(): void;
  close(): Promise<void>;
}

const notScripted: FakeHandler = () => ({
  status: 500,
  body: { error: { message: "not scripted" } },
});

export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  let handler: FakeHandler = notScripted;
  let queued: FakeReply[] = [];
  const requests: FakeRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", async () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const request: FakeRequest = {
        path: (req.url ?? "").replace(/\?.*$/, ""),
        body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      };
      requests.push(request);
      const reply = queued.shift() ?? (await handler(request));
      const send = () => {
        if (res.destroyed || res.writableEnded) return;
        res.writeHead(reply.status ?? 200, {
          "content-type": "application/json",
          ...reply.headers,
        });
        res.end(reply.raw ?? JSON.stringify(reply.body ?? {}));
      };
      if (!reply.delayMs) return send();
      const timer = setTimeout(() => {
        timers.delete(timer);
        send();
      }, reply.delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    respond(next) {
      handler = next;
      queued = [];
    },
    queue(...replies) {
      queued.push(...replies);
    },
    reset() {
      handler = notScripted;
      queued = [];
      requests.length = 0;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A chat completion whose message content is `content` (null for none). */
export function chatReply(content: string | null, finishReason = "stop"): FakeReply {
  return {
    body: {
      id: "chatcmpl-test",
      object: "chat.completion",
      created: Math.floor(Date.now() / 1000),
      model: "gpt-test",
      choices: [
        {
          index: 0,
          message: { role: "assistant", content, refusal: null },
          finish_reason: finishReason,
          logprobs: null,
        },
      ],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    },
  };
}

export const jsonReply = (value: unknown): FakeReply => chatReply(JSON.stringify(value));

/** An API error; retry-after-ms keeps the SDK's backoff short in tests. */
export function errorReply(status: number, message = `error ${status}`): FakeReply {
  return {
    status,
    headers: { "retry-after-ms": "5" },
    body: { error: { message, type: "test_error", code: null } },
  };
}

export function imageReply(png: Buffer): FakeReply {
  return {
    body: { created: Math.floor(Date.now() / 1000), data: [{ b64_json: png.toString("base64") }] },
  };
}

/** The user prompt of a recorded chat request. */
export function userPrompt(request: FakeRequest | undefined): string {
  const messages = (request?.body.messages ?? []) as { role: string; content: string }[];
  return messages.find((message) => message.role === "user")?.content ?? "";
}

/** The schema name the request asked for (deep_research, activation_ideas, ...). */
export function schemaName(request: FakeRequest): string | undefined {
  const format = request.body.response_format as { json_schema?: { name?: string } } | undefined;
  return format?.json_schema?.name;
}

export const GOOD_DEEP_RESEARCH: DeepResearch = {
  overview:
    "Rolex is the most visible watch brand in golf and a natural fit for premium properties.",
  targetAudience: ["Wealthy men aged 35+", "Golf and tennis followers"],
  brandValues: ["Excellence", "Heritage", "Precision"],
  growthTrajectory: { status: "stable", details: "Steady demand reported across its markets." },
  strategicInitiatives: [{ title: "Golf timing", description: "Timekeeper of the majors." }],
  currentMarketingFocus: ["Heritage storytelling"],
  activationIdeas: [{ title: "Rolex Clock Tower", description: "At the 18th green." }],
  riskAssessment: ["Existing golf commitments may limit new deals."],
  competitiveSponsorship: {
    summary: "Omega sponsors the Ryder Cup.",
    competitors: [{ name: "Omega", sponsorships: ["Ryder Cup"] }],
  },
  optimalTimingToApproach: { timeWindow: "Q1 2027", rationale: "Ahead of the season." },
  predictedBudgetRange: { min: 5_000_000, max: 15_000_000, currency: "USD" },
  strengths: ["Golf heritage"],
  considerations: ["Check exclusivity"],
};

export function goodActivationIdeas(count: number): { ideas: unknown[] } {
  const categories = [
    "Hospitality",
    "Fan Experience",
    "Media",
    "Player & Team",
    "Digital & Content",
  ];
  return {
    ideas: Array.from({ length: count }, (_, i) => ({
      title: `Idea ${i + 1} at LIV Golf Adelaide`,
      description: `A concrete activation number ${i + 1}.`,
      category: categories[i % categories.length],
    })),
  };
}

/** Texts for every "id N" the recommendation prompt lists. */
export function recommendationsFor(prompt: string): { recommendations: unknown[] } {
  const ids = [...prompt.matchAll(/\(id (\d+),/g)].map((match) => Number(match[1]));
  return {
    recommendations: ids.map((id) => ({
      id,
      overview: `AI overview for sponsor ${id}.`,
      audienceAlignment: "Shares an affluent golf audience.",
      localRelevance: "Strong in the host market.",
      eventSpecificBenefits: ["Hospitality at the venue", "Broadcast exposure"],
    })),
  };
}
