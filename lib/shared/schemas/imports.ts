import { z } from "zod";
import { wholeNumber } from "./common";
import { jobViewSchema } from "./jobs";
import { type Page } from "@/lib/shared/paging";
import { pageParams } from "./paged";
import { IMPORT_FIELDS, IMPORT_MESSAGES } from "@/lib/shared/import-vocabulary";

/** What happens to a row that matches a catalogue brand or repeats an earlier row of the file. */
export const IMPORT_DECISIONS = ["merge", "skip", "create"] as const;
export type ImportDecision = (typeof IMPORT_DECISIONS)[number];

/** The review of a row: new, matches a catalogue brand, repeats an earlier row, or cannot be used. */
export const IMPORT_ROW_KINDS = ["new", "catalogue", "file", "invalid"] as const;
export type ImportRowKind = (typeof IMPORT_ROW_KINDS)[number];

export const IMPORT_STATUSES = [
  "ready",
  "queued",
  "importing",
  "completed",
  "failed",
  "undone",
] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const IMPORT_OUTCOMES = ["created", "merged", "skipped", "rejected"] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

/**
 * Limits of an uploaded prospect list (docs/product.md, "Prospect lists"). Every row and every
 * cell counts, blank or not: what a file costs to read is what it holds, not what it keeps.
 */
export const IMPORT_LIMITS = {
  maxFileBytes: 50 * 1024 * 1024,
  /** Rows below the header. */
  maxRows: 200_000,
  maxCellChars: 100 * 1024,
  maxNameChars: 255,
  maxColumns: 200,
  maxCells: 10_000_000,
  /**
   * Separators on one line of a CSV file, counted before the parser splits it into cells (a line
   * of nothing but commas would otherwise become millions of cells before any other limit sees it).
   */
  maxLineSeparators: 100_000,
  /** The characters of one row's cells together. */
  maxRowChars: 2_000_000,
  /** The characters of all the cells together; for an .xlsx, also of its shared texts. */
  maxTextChars: 100_000_000,
  /**
   * An .xlsx is a zip of parts: at most this many parts, unpacking to at most this many bytes
   * together, none above 1 MB unpacking to more than 100 times its packed size.
   */
  maxZipEntries: 1000,
  maxUnpackedBytes: 512 * 1024 * 1024,
  maxPackingRatio: 100,
  packingRatioFromBytes: 1024 * 1024,
  /** The distinct texts an .xlsx keeps in its shared-strings part. */
  maxSharedStrings: 3_000_000,
  /** The longest run of XML the reader holds at once (one text, tag or comment), and its depth. */
  maxXmlRunChars: 4 * 1024 * 1024,
  maxXmlDepth: 64,
} as const;

const fieldIndex = wholeNumber("A column", {
  error: "A column must be given by its position",
  min: 0,
  max: IMPORT_LIMITS.maxColumns - 1,
});

/** PUT /api/sponsor-imports/{id}/mapping: brand field → column position; name is required. */
export const importMappingSchema = z.object({
  mapping: z
    .partialRecord(z.enum(IMPORT_FIELDS, { error: "Unknown field in the mapping" }), fieldIndex)
    .refine((mapping) => mapping.name !== undefined, { error: IMPORT_MESSAGES.nameRequired }),
});
export type ImportMappingInput = z.infer<typeof importMappingSchema>;
export type ImportMapping = ImportMappingInput["mapping"];

const decision = z.enum(IMPORT_DECISIONS, { error: "decision must be merge, skip or create" });

/**
 * PATCH /api/sponsor-imports/{id}/rows: choices for single rows, or for every catalogue match or
 * every repeat within the file at once (which clears the single-row choices of that kind).
 */
/** The upload step's form: a file must be chosen, of at most 50 MB (the server checks again). */
export const importUploadFormSchema = z.object({
  file: z
    .custom<File | undefined>()
    .refine((file) => file !== undefined, { error: IMPORT_MESSAGES.noFile })
    .refine((file) => !file || file.size <= IMPORT_LIMITS.maxFileBytes, {
      error: IMPORT_MESSAGES.tooLarge,
    }),
});

export const importDecisionsSchema = z
  .object({
    rows: z
      .array(
        z.object({
          rowNumber: wholeNumber("rowNumber", { min: 1, max: IMPORT_LIMITS.maxRows }),
          decision,
        }),
      )
      .max(500)
      .optional(),
    catalogue: decision.optional(),
    file: decision.optional(),
  })
  .strict()
  .refine((body) => body.rows?.length || body.catalogue || body.file, {
    error: "Nothing to change",
  });
export type ImportDecisionsInput = z.infer<typeof importDecisionsSchema>;

/** Rows per page of the review, unless the client asks for another size. */
export const IMPORT_ROWS_PAGE_SIZE = 50;

export const importRowsQuery = z.object({
  kind: z
    .enum([...IMPORT_ROW_KINDS, "all", "warned"], {
      error: "kind must be all, new, catalogue, file, invalid or warned",
    })
    .default("all")
    .meta({ description: "Rows of one kind, or `warned`: the rows that carry a warning." }),
  ...pageParams({ defaultSize: IMPORT_ROWS_PAGE_SIZE }),
});
export type ImportRowsQuery = z.infer<typeof importRowsQuery>;

export const importCountsSchema = z.object({
  created: z.number(),
  merged: z.number(),
  skipped: z.number(),
  rejected: z.number(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

/** A brand undo kept, and why. */
export const importKeptBrandSchema = z.object({
  id: z.number(),
  name: z.string(),
  reason: z.string(),
});
export type ImportKeptBrand = z.infer<typeof importKeptBrandSchema>;

/** A contact undo kept, and why. */
export const importKeptContactSchema = z.object({
  id: z.number(),
  name: z.string(),
  reason: z.string(),
});

export const importUndoResultSchema = z.object({
  removed: z.number().meta({ description: "How many created brands were removed." }),
  kept: z.array(importKeptBrandSchema),
  contactsRemoved: z.number().meta({ description: "How many created contacts were removed." }),
  keptContacts: z
    .array(importKeptContactSchema)
    .meta({ description: "Created contacts kept because something names them." }),
});
export type ImportUndoResult = z.infer<typeof importUndoResultSchema>;

/** An import as the API answers it. */
export const importViewSchema = z.object({
  id: z.number(),
  fileName: z.string(),
  format: z.enum(["csv", "xlsx"]),
  encoding: z.string().nullable(),
  status: z.enum(IMPORT_STATUSES),
  userId: z.number().nullable(),
  userName: z.string().nullable(),
  headers: z.array(z.string()).meta({ description: "The file's header row." }),
  mapping: z
    .partialRecord(z.enum(IMPORT_FIELDS), z.number())
    .meta({ description: "Brand field → position of the column it is read from." }),
  catalogueDecision: z.enum(IMPORT_DECISIONS),
  fileDecision: z.enum(IMPORT_DECISIONS),
  totalRows: z.number(),
  review: z
    .record(z.enum(IMPORT_ROW_KINDS), z.number())
    .meta({ description: "How many rows the review found of each kind." }),
  warnedRows: z.number().meta({
    description:
      "How many rows carry a warning (a value left blank or read as a synonym); they are imported.",
  }),
  plan: importCountsSchema.meta({
    description:
      "What importing would do now: rows to create, merge, skip and reject, by the review and the decisions made.",
  }),
  counts: importCountsSchema.meta({ description: "What the import did, once started." }),
  jobId: z.string().nullable(),
  error: z.string().nullable(),
  undoResult: importUndoResultSchema.nullable(),
  createdAt: z.iso.datetime(),
  committedAt: z.iso.datetime().nullable(),
  finishedAt: z.iso.datetime().nullable(),
  undoneAt: z.iso.datetime().nullable(),
});
export type ImportView = z.infer<typeof importViewSchema>;

/** The first rows of the file as read, for the mapping step. */
export const importDetailSchema = importViewSchema.extend({
  sample: z
    .array(z.array(z.string()))
    .meta({ description: "The first rows of the file (cells cut at 200 characters)." }),
});
export type ImportDetail = z.infer<typeof importDetailSchema>;

export const importRowViewSchema = z.object({
  rowNumber: z.number(),
  name: z.string().nullable(),
  website: z.string().nullable(),
  country: z.string().nullable(),
  contact: z
    .object({ name: z.string(), email: z.string().nullable() })
    .nullable()
    .meta({ description: "The person the row names, who becomes a contact of its brand." }),
  kind: z.enum(IMPORT_ROW_KINDS).nullable(),
  reason: z.string().nullable(),
  warnings: z.array(z.string()),
  match: z.object({ id: z.number(), name: z.string() }).nullable(),
  duplicateOfRow: z.number().nullable(),
  decision: z.enum(IMPORT_DECISIONS).nullable().meta({
    description:
      "The decision that applies: the row's own, else the import's default for its kind.",
  }),
  decisionIsOwn: z.boolean(),
  outcome: z.enum(IMPORT_OUTCOMES).nullable(),
});
export type ImportRowView = z.infer<typeof importRowViewSchema>;

/** One page of the review, as the server read answers it (the route sends `paged()`). */
export type ImportRowsPage = Page<ImportRowView>;

/** POST /api/sponsor-imports/{id}/undo. */
export const importUndoAnswerSchema = importUndoResultSchema.extend({ import: importViewSchema });

/** POST /api/sponsor-imports/{id}/commit (202): the queued import and its job. */
export const importCommitSchema = z.object({
  import: importViewSchema,
  jobId: z.string(),
  job: jobViewSchema,
});
