/**
 * The hostile values the fuzz stage mixes into requests: each kind the hostile-input review found
 * answered with a 500, plus huge and empty values, wrong types, deep nesting, wrong content types
 * and malformed encodings. Every entry has a short name for failure reports.
 */

export interface Named<T> {
  name: string;
  value: T;
}

const named = <T>(entries: Record<string, T>): Named<T>[] =>
  Object.entries(entries).map(([name, value]) => ({ name, value }));

/** 1 MB of text: over every JSON cap (256 KB), so the body is refused before it is read. */
export const ONE_MEGABYTE = "x".repeat(1024 * 1024);

/** Values put in place of a field of a JSON body (or a whole body). */
export const HOSTILE_VALUES: Named<unknown>[] = named<unknown>({
  nul: "a\u0000b",
  "nul-only": "\u0000",
  escape: "\u001b[2J",
  bell: "\u0007",
  "lone-high-surrogate": "\ud800",
  "lone-low-surrogate": "x\udc00y",
  empty: "",
  blank: "   ",
  "1k": "x".repeat(1000),
  "10k": "y".repeat(10_000),
  "1MB": ONE_MEGABYTE,
  "-1": -1,
  zero: 0,
  "int4+1": 2_147_483_648,
  "int4-min-1": -2_147_483_649,
  "1e308": 1e308,
  "-1e308": -1e308,
  "1.5": 1.5,
  "unsafe-integer": 9_007_199_254_740_993,
  tiny: 1e-7,
  '"NaN"': "NaN",
  '"Infinity"': "Infinity",
  '"-Infinity"': "-Infinity",
  '"1e308"': "1e308",
  '"2147483648"': "2147483648",
  '"0x10"': "0x10",
  "year-0": "0000-01-01",
  "feb-30": "2024-02-30",
  "max-js-date": "+275760-09-13",
  "negative-year": "-000001-01-01",
  "year-0-time": "0000-01-01T00:00:00Z",
  "feb-30-time": "2024-02-30T10:00:00Z",
  true: true,
  false: false,
  null: null,
  "empty-array": [],
  "empty-object": {},
  array: [1, 2, 3],
  object: { a: 1 },
  "array-of-null": [null],
  "nested-nul": { a: ["\u0000"] },
  sql: "' OR 1=1 --",
  script: "<script>alert(1)</script>",
  traversal: "../../etc/passwd",
  "percent-00": "%00",
  "percent-25": "%25",
  template: "${7*7}{{7*7}}",
  proto: "__proto__",
  emoji: "😀⚽",
  combining: "e\u0301",
  "rtl-override": "\u202e",
  bom: "\ufeff",
  "non-character": "\uffff",
  "javascript-url": "javascript:alert(1)",
  "svg-data-url": "data:image/svg+xml,<svg onload=alert(1)>",
  "uploads-traversal": "/uploads/../../etc/passwd",
});

/** Keys added to a JSON object. */
export const HOSTILE_KEYS: Named<string>[] = named({
  "nul-key": "a\u0000",
  "surrogate-key": "\ud800",
  proto: "__proto__",
  constructor: "constructor",
  "long-key": "k".repeat(5000),
  "empty-key": "",
});

/** Route segments, already percent-encoded as they appear in the address. */
export const HOSTILE_SEGMENTS: Named<string>[] = named({
  nul: "%00",
  "nul-inside": "a%00b",
  percent: "%25",
  "double-percent": "%2525",
  "dot-dot-slash": "..%2F",
  traversal: "..%2F..%2Fetc%2Fpasswd",
  "int4+1": "2147483648",
  "10-digits": "9999999999",
  "-1": "-1",
  zero: "0",
  "1.5": "1.5",
  "1e3": "1e3",
  NaN: "NaN",
  space: "%20",
  "malformed-utf8": "%E0%A4%A",
  "encoded-surrogate": "%ED%A0%80",
  "lone-ff": "%FF",
  "overlong-slash": "%C0%AF",
  emoji: "%F0%9F%98%80",
  escape: "%1B",
  del: "%7F",
  "300-chars": "a".repeat(300),
  "5000-chars": "b".repeat(5000),
  null: "null",
});

/** Raw query strings (without "?"), appended to a request's own. */
export const HOSTILE_QUERIES: Named<string>[] = named({
  "nul-key": "%00=1",
  "nul-value": "q=%00",
  "escape-value": "q=%1B",
  "malformed-utf8": "q=%E0%A4%A",
  "lone-ff": "q=%FF",
  "encoded-surrogate": "q=%ED%A0%80",
  "bare-equals": "=",
  ampersands: "&&&",
  brackets: "a[]=1&a[]=2",
  proto: "__proto__=1&constructor=x",
  "4k-value": `q=${"y".repeat(4000)}`,
});

/** Values for a query parameter the route declares (sent percent-encoded). */
export const HOSTILE_QUERY_VALUES: Named<string>[] = named({
  nul: "\u0000",
  "nul-inside": "a\u0000b",
  escape: "\u001b",
  empty: "",
  blank: "  ",
  "-1": "-1",
  zero: "0",
  "int4+1": "2147483648",
  "1e308": "1e308",
  "1.5": "1.5",
  NaN: "NaN",
  Infinity: "Infinity",
  "-Infinity": "-Infinity",
  "0x10": "0x10",
  "year-0": "0000-01-01",
  "feb-30": "2024-02-30",
  "2k": "z".repeat(2000),
  sql: "' OR 1=1 --",
  percent: "%",
  emoji: "😀",
});

export interface RawBody {
  bytes: string | Uint8Array<ArrayBuffer>;
  contentType?: string;
}

const deepArray = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + "1" + "}".repeat(depth);

/** Bodies sent as they are: malformed JSON, bad encodings, deep nesting, wrong types, too large. */
export const HOSTILE_BODIES: Named<RawBody>[] = named<RawBody>({
  "open-brace": { bytes: "{", contentType: "application/json" },
  "cut-short": { bytes: '{"a":', contentType: "application/json" },
  "trailing-comma": { bytes: "[1,", contentType: "application/json" },
  "bare-word": { bytes: "nul", contentType: "application/json" },
  "single-quotes": { bytes: "{'a':1}", contentType: "application/json" },
  "two-values": { bytes: "1 2", contentType: "application/json" },
  "invalid-utf8": {
    bytes: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    contentType: "application/json",
  },
  "raw-nul-byte": { bytes: '{"a":"\u0000"}', contentType: "application/json" },
  "deep-array-10000": { bytes: deepArray(10_000), contentType: "application/json" },
  "deep-object-10000": { bytes: deepObject(10_000), contentType: "application/json" },
  "deep-field": { bytes: `{"data":${deepArray(5000)}}`, contentType: "application/json" },
  "deep-array-70": { bytes: deepArray(70), contentType: "application/json" },
  "over-cap-300k": {
    bytes: JSON.stringify({ a: "x".repeat(300 * 1024) }),
    contentType: "application/json",
  },
  "json-as-text": { bytes: '{"a":1}', contentType: "text/plain" },
  "form-urlencoded": { bytes: "a=1&b=%00", contentType: "application/x-www-form-urlencoded" },
  "multipart-no-boundary": { bytes: "garbage", contentType: "multipart/form-data" },
  "multipart-bad-boundary": {
    bytes: '--other\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--other--\r\n',
    contentType: "multipart/form-data; boundary=xyz",
  },
  "no-content-type": { bytes: '{"a":1}' },
  "empty-json": { bytes: "", contentType: "application/json" },
  "duplicate-keys": { bytes: '{"a":1,"a":2}', contentType: "application/json" },
  "proto-pollution": {
    bytes: '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"x":1}}}',
    contentType: "application/json",
  },
  "json-null": { bytes: "null", contentType: "application/json" },
  "json-string": { bytes: '"text"', contentType: "application/json" },
  "json-number": { bytes: "2147483648", contentType: "application/json" },
  "json-array": { bytes: "[{}]", contentType: "application/json" },
  "escaped-surrogate": { bytes: '{"a":"\\ud800"}', contentType: "application/json" },
  "escaped-nul": { bytes: '{"a":"\\u0000"}', contentType: "application/json" },
});
