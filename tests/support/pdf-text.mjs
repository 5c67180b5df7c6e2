// Reads a PDF on stdin and prints `{ text, totalPages, pages }` as JSON (unpdf, PDF.js without a
// browser): the merged text and each page's own. A separate process because PDF.js loads itself
// with a dynamic import, which Jest's VM refuses.
import { extractText, getDocumentProxy } from "unpdf";

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocumentProxy(new Uint8Array(Buffer.concat(chunks)));
const { text: pages, totalPages } = await extractText(pdf, { mergePages: false });
process.stdout.write(JSON.stringify({ text: pages.join("\n"), totalPages, pages }));
