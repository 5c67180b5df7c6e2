export { getAiProvider, type AiProvider } from "./provider";
export { AI_ERROR_TEXT, AiServiceError } from "./errors";
export type * from "./types";
