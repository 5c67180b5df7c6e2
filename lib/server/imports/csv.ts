import "server-only";
import { csvLine } from "@/lib/shared/csv";

/**
 * A CSV download streamed a page at a time: `nextPage` answers the lines after the previous call,
 * an empty array at the end. UTF-8 with a byte-order mark so that spreadsheets read accents right.
 */
export function csvResponse(
  fileName: string,
  header: readonly string[],
  nextPage: () => Promise<(string | number | null)[][]>,
): Response {
  const encoder = new TextEncoder();
  let started = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${csvLine(header)}`));
        return;
      }
      const lines = await nextPage();
      if (lines.length === 0) {
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(lines.map(csvLine).join("")));
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName.replace(/[^\w.-]+/g, "-")}"`,
      "Cache-Control": "no-store",
    },
  });
}
