import {
  APIConnectionError,
  APIConnectionTimeoutError,
  AuthenticationError,
  InternalServerError,
  RateLimitError,
} from "openai";
import type { ChatCompletion } from "openai/resources/chat/completions";
import { AiAnswerError, AiServiceError, toAiError } from "@/lib/server/ai/errors";
import { isEmptyValue, portableSchema, readAnswer } from "@/lib/server/ai/openai-call";
import { PermanentJobError } from "@/lib/server/jobs/context";
import { activationIdeasSchema } from "@/lib/shared/schemas/ai";

/** How the OpenAI provider reads answers and names failures. */

function completion(
  content: string | null,
  extra: { refusal?: string; finish?: string } = {},
): ChatCompletion {
  return {
    id: "c",
    object: "chat.completion",
    created: 0,
    model: "m",
    choices: [
      {
        index: 0,
        logprobs: null,
        finish_reason: (extra.finish ?? "stop") as "stop",
        message: { role: "assistant", content, refusal: extra.refusal ?? null },
      },
    ],
  };
}

const EMPTY = "Received empty response from activations API";
const read = (content: string | null, extra = {}) =>
  readAnswer(completion(content, extra), activationIdeasSchema, EMPTY);
const idea = { title: "Suite", description: "A suite.", category: "Hospitality" };

describe("reading an answer", () => {
  it("accepts a valid answer, also inside a Markdown fence", () => {
    expect(read(JSON.stringify({ ideas: [idea] }))).toEqual({ ideas: [idea] });
    expect(read("```json\n" + JSON.stringify({ ideas: [idea] }) + "\n```")).toEqual({
      ideas: [idea],
    });
  });

  it.each([[null], [""], ["   "], ["{}"], ['{"ideas": []}']])("calls %j empty", (content) => {
    expect(() => read(content)).toThrow(new AiAnswerError(EMPTY));
  });

  it("rejects malformed JSON and schema violations as unexpected format", () => {
    expect(() => read("{ideas: [")).toThrow(
      "The AI service returned an answer in an unexpected format (the answer is not valid JSON)",
    );
    expect(() => read(JSON.stringify({ ideas: [{ ...idea, category: "Fireworks" }] }))).toThrow(
      /^The AI service returned an answer in an unexpected format: ideas\.0\.category: /,
    );
  });

  it("treats refusals and filtered answers as permanent, a cut-off answer as worth one more try", () => {
    const refused = () => read(null, { refusal: "I can't help with that" });
    expect(refused).toThrow(PermanentJobError);
    expect(refused).not.toThrow(AiAnswerError);
    expect(() => read("{}", { finish: "content_filter" })).toThrow(/content filter/);
    expect(() => read('{"ideas": [', { finish: "length" })).toThrow(AiAnswerError);
  });

  it("knows empty values", () => {
    expect(isEmptyValue({ a: [], b: { c: "" } })).toBe(true);
    expect(isEmptyValue({ a: [1] })).toBe(false);
    expect(isEmptyValue(0)).toBe(false);
  });
});

describe("the schema sent to the API", () => {
  it("drops length and range keywords but keeps properties of the same name", () => {
    const schema = {
      type: "object",
      properties: {
        format: { type: "string", maxLength: 5, pattern: "^a" },
        list: { type: "array", minItems: 1, items: { type: "integer", minimum: 0 } },
      },
      required: ["format", "list"],
      additionalProperties: false,
    };
    expect(portableSchema(schema)).toEqual({
      type: "object",
      properties: {
        format: { type: "string" },
        list: { type: "array", items: { type: "integer" } },
      },
      required: ["format", "list"],
      additionalProperties: false,
    });
  });
});

describe("naming failures", () => {
  const headers = new Headers();
  it.each([
    [
      new APIConnectionTimeoutError(),
      AiServiceError,
      "The AI service took too long to answer. Please try again later.",
    ],
    [
      new APIConnectionError({ message: "refused" }),
      AiServiceError,
      expect.stringMatching(/^Could not reach/),
    ],
    [
      new RateLimitError(429, {}, "slow down", headers),
      AiServiceError,
      expect.stringMatching(/rate limit/),
    ],
    [
      new InternalServerError(503, {}, "down", headers),
      AiServiceError,
      expect.stringMatching(/HTTP 503/),
    ],
    [
      new AuthenticationError(401, {}, "bad key", headers),
      PermanentJobError,
      expect.stringMatching(/API key/),
    ],
  ])("maps %p", (error, type, message) => {
    const mapped = toAiError(error, "gpt-test");
    expect(mapped).toBeInstanceOf(type);
    expect(mapped.message).toEqual(message);
  });
});
