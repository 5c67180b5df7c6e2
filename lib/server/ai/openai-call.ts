import "server-only";
import OpenAI from "openai";
import { zodResponseFormat } from "openai/helpers/zod";
import type { ChatCompletion } from "openai/resources/chat/completions";
import type { ImageGenerateParams } from "openai/resources/images";
import sharp from "sharp";
import type { z } from "zod";
import { PermanentJobError } from "@/lib/server/jobs/context";
import { logger } from "@/lib/server/logger";
import { AI_ERROR_TEXT, AiAnswerError, toAiError } from "./errors";
import type { Prompt } from "./prompts";
import type { SceneImage } from "./types";

/**
 * The two calls the OpenAI provider makes: a structured chat completion validated by a zod
 * schema, and an image generation. The SDK retries 429/5xx/timeouts itself (maxRetries); an empty
 * or malformed answer is asked for once more here, since a second sample often comes out right.
 */
const ANSWER_ATTEMPTS = 2;

export interface StructuredCall<S extends z.ZodType> {
  model: string;
  prompt: Prompt;
  schema: S;
  /** Schema name sent to the API (letters, digits, underscores). */
  name: string;
  /** The user-facing text for an empty answer of this kind. */
  emptyText: string;
  /** Extra checks a valid answer must pass (throw AiAnswerError to ask again). */
  check?: (value: z.output<S>) => void;
  signal?: AbortSignal;
}

// Keywords strict structured outputs and many OpenAI-compatible servers reject; the zod schema
// still enforces them on the answer.
const UNPORTABLE = new Set([
  "minLength",
  "maxLength",
  "pattern",
  "format",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "minItems",
  "maxItems",
  "$schema",
]);

/** A JSON schema without the keywords above (property names are left alone). */
export function portableSchema(node: unknown, isPropertyMap = false): unknown {
  if (Array.isArray(node)) return node.map((item) => portableSchema(item));
  if (!node || typeof node !== "object") return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (!isPropertyMap && UNPORTABLE.has(key)) continue;
    out[key] = portableSchema(value, !isPropertyMap && key === "properties");
  }
  return out;
}

export async function callStructured<S extends z.ZodType>(
  client: OpenAI,
  call: StructuredCall<S>,
): Promise<z.output<S>> {
  const format = zodResponseFormat(call.schema, call.name);
  const schema = portableSchema(format.json_schema.schema) as Record<string, unknown>;
  let lastProblem: AiAnswerError | undefined;
  for (let attempt = 1; attempt <= ANSWER_ATTEMPTS; attempt++) {
    let completion: ChatCompletion;
    try {
      completion = await client.chat.completions.create(
        {
          model: call.model,
          messages: [
            { role: "system", content: call.prompt.system },
            { role: "user", content: call.prompt.user },
          ],
          response_format: {
            type: "json_schema",
            json_schema: { name: call.name, strict: true, schema },
          },
        },
        { signal: call.signal },
      );
    } catch (error) {
      throw toAiError(error, call.model);
    }
    try {
      const value = readAnswer(completion, call.schema, call.emptyText);
      call.check?.(value);
      return value;
    } catch (error) {
      if (!(error instanceof AiAnswerError)) throw error;
      lastProblem = error;
      logger.warn("AI answer rejected", { name: call.name, attempt, problem: error.message });
    }
  }
  throw lastProblem ?? new AiAnswerError(call.emptyText);
}

/** The validated value of a completion, or the reason it cannot be used. */
export function readAnswer<S extends z.ZodType>(
  completion: ChatCompletion,
  schema: S,
  emptyText: string,
): z.output<S> {
  const choice = completion.choices?.[0];
  const refusal = choice?.message?.refusal;
  if (refusal) throw new PermanentJobError(`${AI_ERROR_TEXT.refused}: ${refusal.slice(0, 200)}`);
  if (choice?.finish_reason === "content_filter")
    throw new PermanentJobError(AI_ERROR_TEXT.filtered);
  const content = choice?.message?.content?.trim() ?? "";
  if (!content) throw new AiAnswerError(emptyText);
  if (choice?.finish_reason === "length") throw new AiAnswerError(AI_ERROR_TEXT.truncated);
  let json: unknown;
  try {
    json = JSON.parse(stripCodeFence(content));
  } catch {
    throw new AiAnswerError(`${AI_ERROR_TEXT.unexpectedFormat} (the answer is not valid JSON)`);
  }
  if (isEmptyValue(json)) throw new AiAnswerError(emptyText);
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new AiAnswerError(`${AI_ERROR_TEXT.unexpectedFormat}: ${describeIssues(parsed.error)}`);
  }
  return parsed.data;
}

/** Local models often wrap JSON in a Markdown fence despite being asked not to. */
function stripCodeFence(text: string): string {
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/i.exec(text);
  return fenced?.[1] ?? text;
}

/** `{}`, `null`, `{ ideas: [] }`: an answer with nothing in it. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "object") return Object.values(value).every(isEmptyValue);
  return false;
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join(".") || "answer"}: ${issue.message}`)
    .join("; ");
}

interface ImageCall {
  model: string;
  prompt: string;
  quality: "standard" | "high";
  emptyText: string;
  signal?: AbortSignal;
}

/** One landscape image as bytes (b64_json: the app never downloads from outside URLs). */
export async function callImage(client: OpenAI, call: ImageCall): Promise<SceneImage> {
  const dalle3 = /^dall-e-3/i.test(call.model);
  const dalle2 = /^dall-e-2/i.test(call.model);
  const params: ImageGenerateParams = {
    model: call.model,
    prompt: call.prompt.slice(0, dalle2 ? 1000 : 4000),
    n: 1,
    ...(dalle2
      ? { size: "1024x1024", response_format: "b64_json" }
      : dalle3
        ? {
            size: "1792x1024",
            response_format: "b64_json",
            quality: call.quality === "high" ? "hd" : "standard",
          }
        : { size: "1536x1024", quality: call.quality === "high" ? "high" : "medium" }),
  };
  let response: Awaited<ReturnType<OpenAI["images"]["generate"]>>;
  try {
    response = await client.images.generate({ ...params, stream: false }, { signal: call.signal });
  } catch (error) {
    throw toAiError(error, call.model);
  }
  const item = response.data?.[0];
  if (!item?.b64_json) throw new AiAnswerError(call.emptyText);
  const bytes = Buffer.from(item.b64_json, "base64");
  try {
    await sharp(bytes).metadata();
  } catch {
    throw new AiAnswerError(`${AI_ERROR_TEXT.unexpectedFormat} (the image could not be read)`);
  }
  return { bytes, revisedPrompt: item.revised_prompt ?? null };
}
