import { connect } from "node:net";

import fc from "fast-check";

import { samplePdf, samplePng, sampleJpeg } from "../../helpers/files";
import { wordDocumentParts, zipArchive } from "../../helpers/zip";

/**
 * What the hostile-input tests share: generators of malformed and hostile
 * bodies, hostile strings, polyglot files, and a raw HTTP/1.1 sender for
 * the header faults an ordinary client will not send (repeated
 * Content-Type, Content-Length or Cookie; no Host).
 */

/** Strings that would run, break out or inject if any page, query or CSV treated them as more than text. */
export const hostileStrings = [
  "<script>window.__pwned=1</script>",
  '"><img src=x onerror="window.__pwned=1">',
  "'><svg onload=window.__pwned=1>",
  "</textarea></title><script>window.__pwned=1</script>",
  "javascript:window.__pwned=1",
  "'; DROP TABLE claims;--",
  "' OR '1'='1' --",
  '"; DELETE FROM contact_submissions; --',
  '=HYPERLINK("http://evil.example","click")',
  "+SUM(1+1)*cmd|' /C calc'!A0",
  "@SUM(1,2)",
  "-2+3+cmd|' /C calc'!A0",
  "\u202Egnp.exe\u202C Trojan \u2066isolate\u2069",
  "zero\u200Bwidth\uFEFFbom\u00ADsoft",
  "{{7*7}} ${7*7} <%= 7*7 %>",
  "\u0000nul\u0007bell\u001b[31mred",
  "ＳＣＲＩＰＴ＜script＞",
  "😀\u{1F4A9}\uD83D",
  "../../../../etc/passwd",
  "%3Cscript%3Ewindow.__pwned=1%3C/script%3E",
];

/** A word too long for any column to wrap. */
export const longWord = "Pneumonoultramicroscopic".repeat(200);

/** Names a field might have: the forms' own and ones that poke at parsers. */
export const fieldNames = [
  "fullName",
  "email",
  "message",
  "password",
  "confirmPassword",
  "token",
  "code",
  "userId",
  "role",
  "intent",
  "ssn",
  "formToken",
  "website",
  "claimType",
  "reference",
  "policyNumber",
  "status",
  "expected",
  "body",
  "incidentDate",
  "documents",
  "resume",
  "driversLicenseFront",
  "driversLicenseBack",
  "__proto__",
  "constructor",
  "",
];

/** Path-like and Unicode-trick file names. */
export const fileNames = [
  "../../etc/passwd",
  "..\\..\\boot.ini",
  "/etc/shadow",
  "C:\\Windows\\win.ini",
  "a/b.pdf",
  "x\u0000.pdf",
  "cv.pdf",
  "photo.png",
  "résumé.docx",
  "\u202efdp.exe",
  "invoice\u202Egnp.pdf",
  "photo.png\u200B.html",
  "CON.pdf",
  "<script>alert(1)</script>.pdf",
  "%2e%2e%2fetc%2fpasswd.pdf",
  `${"a".repeat(300)}.pdf`,
  "",
];

const encoder = new TextEncoder();
export const bytesOf = (text: string) => encoder.encode(text);
export const concat = (parts: readonly Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

const htmlPayload = bytesOf(
  "<html><body><script>window.__pwned=1</script></body></html>",
);

/**
 * Files that are two things at once. Each starts with the bytes of a type
 * the forms take, so it passes the type check; what follows is HTML, script
 * or a ZIP. Stored, they must be encrypted like any file, and served to staff
 * only as an attachment of the type their first bytes name.
 */
export const polyglots = {
  /** A real PNG with an HTML page after its IEND chunk. */
  pngHtml: () => ({
    name: "photo.png",
    mimeType: "image/png",
    bytes: concat([samplePng(), htmlPayload]),
  }),
  /** A real JPEG with script after its end-of-image marker. */
  jpegScript: () => ({
    name: "photo.jpg",
    mimeType: "image/jpeg",
    bytes: concat([sampleJpeg(), htmlPayload]),
  }),
  /** A PDF that is also a ZIP (whose directory is at the end, as ZIP readers look for it). */
  pdfZip: () => ({
    name: "report.pdf",
    mimeType: "application/pdf",
    bytes: concat([
      samplePdf(),
      zipArchive([{ name: "index.html", data: htmlPayload }]),
    ]),
  }),
  /** A PDF header, then a whole HTML page: what a browser sniffing content would run. */
  pdfHtml: () => ({
    name: "statement.pdf",
    mimeType: "application/pdf",
    bytes: concat([bytesOf("%PDF-1.4\n"), htmlPayload]),
  }),
  /** A Word document whose archive also carries an HTML page. */
  docxHtml: () => ({
    name: "resume.docx",
    mimeType:
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    bytes: zipArchive([
      ...wordDocumentParts,
      { name: "index.html", data: htmlPayload },
    ]),
  }),
};

/** The script marker every polyglot carries, to look for in stored files. */
export const POLYGLOT_MARKER = "window.__pwned=1";

/** A header value Node's client will send: tab, printable ASCII, Latin-1. */
export const headerText = fc
  .string({ unit: "binary", maxLength: 80 })
  .map((s) => s.replace(/[^\t\x20-\x7e\x80-\xff]/g, ""));

const boundaryArb = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9'()+_,.:=?-]{1,70}$/),
  fc.constantFrom("x", "----WebKitFormBoundary7MA4YWxkTrZu0gW", "a b", ""),
);

/** A body and the Content-Type it is sent with (none when undefined). */
export interface Hostile {
  kind: string;
  contentType: string | undefined;
  body: Uint8Array;
}

export const randomBytes: fc.Arbitrary<Hostile> = fc
  .record({
    contentType: fc.oneof(
      fc.constant(undefined),
      fc.constantFrom(
        "text/plain",
        "application/json",
        "application/xml",
        "application/octet-stream",
        "multipart/form-data",
        "multipart/form-data; boundary=",
        'multipart/form-data; boundary=""',
        "multipart/mixed; boundary=x",
        "application/x-www-form-urlencoded",
        "application/x-www-form-urlencoded; charset=utf-16",
        "APPLICATION/X-WWW-FORM-URLENCODED",
        "Multipart/Form-Data; boundary=x",
      ),
      headerText,
    ),
    body: fc.uint8Array({ maxLength: 4096 }),
  })
  .map((r) => ({ kind: "random bytes", ...r }));

export const badUtf8: fc.Arbitrary<Hostile> = fc
  .array(
    fc.tuple(
      fc.constantFrom(...fieldNames),
      fc.oneof(
        fc
          .uint8Array({ minLength: 1, maxLength: 64 })
          .map((b) => b.map((x) => 0x80 | x)),
        fc.constantFrom(
          bytesOf("%FF%FE%C0%80"),
          bytesOf("%"),
          bytesOf("%zz"),
          bytesOf("%E0%A4%A"),
          new Uint8Array([0xed, 0xa0, 0x80]),
        ),
      ),
    ),
    { maxLength: 20 },
  )
  .map((pairs) => ({
    kind: "url-encoded, invalid UTF-8",
    contentType: "application/x-www-form-urlencoded",
    body: concat(
      pairs.flatMap(([name, value], i) => [
        bytesOf(`${i ? "&" : ""}${name}=`),
        value,
      ]),
    ),
  }));

export const json: fc.Arbitrary<Hostile> = fc.oneof(
  fc
    .record({
      depth: fc.integer({ min: 1, max: 30_000 }),
      open: fc.constantFrom("[", '{"a":'),
    })
    .map(({ depth, open }) => ({
      kind: "deep JSON",
      contentType: "application/json",
      body: bytesOf(
        open.repeat(depth) + "1" + (open === "[" ? "]" : "}").repeat(depth),
      ),
    })),
  fc.jsonValue({ maxDepth: 4 }).map((value) => ({
    kind: "JSON of any shape",
    contentType: "application/json",
    body: bytesOf(JSON.stringify(value) ?? "null"),
  })),
  fc
    .record({
      email: fc.oneof(fc.jsonValue(), fc.string()),
      password: fc.oneof(fc.jsonValue(), fc.string()),
      name: fc.oneof(fc.jsonValue(), fc.string()),
    })
    .map((value) => ({
      kind: "JSON with fields of the wrong types",
      contentType: "application/json; charset=utf-8",
      body: bytesOf(JSON.stringify(value)),
    })),
  fc.string({ maxLength: 200 }).map((text) => ({
    kind: "broken JSON",
    contentType: "application/json",
    body: bytesOf(`{"email": ${text}`),
  })),
);

const fileContent = fc.oneof(
  fc.uint8Array({ maxLength: 512 }),
  fc.constantFrom(
    bytesOf("%PDF-1.4\n%%EOF\n"),
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    bytesOf("MZ\x90\x00"),
    bytesOf("Ada Lovelace"),
    ...Object.values(polyglots).map((make) => make().bytes),
  ),
);

const part = fc.record({
  name: fc.oneof(fc.constantFrom(...fieldNames), headerText),
  fileName: fc.option(fc.constantFrom(...fileNames), { nil: undefined }),
  content: fileContent,
});

export const multipart: fc.Arbitrary<Hostile> = fc
  .record({
    boundary: boundaryArb,
    headerBoundary: fc.option(boundaryArb, { nil: undefined }),
    typeSpelling: fc.constantFrom(
      "multipart/form-data",
      "Multipart/Form-Data",
      "MULTIPART/FORM-DATA",
    ),
    parts: fc.array(part, { maxLength: 12 }),
    damage: fc.constantFrom(
      "none",
      "truncated",
      "no closing boundary",
      "header boundary differs",
      "no part headers",
    ),
    cut: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ boundary, headerBoundary, typeSpelling, parts, damage, cut }) => {
    const sections = parts.map(({ name, fileName, content }) =>
      concat([
        bytesOf(
          damage === "no part headers"
            ? `--${boundary}\r\n\r\n`
            : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${
                fileName === undefined ? "" : `; filename="${fileName}"`
              }\r\n${fileName === undefined ? "" : "Content-Type: application/octet-stream\r\n"}\r\n`,
        ),
        content,
        bytesOf("\r\n"),
      ]),
    );
    let body = concat([
      ...sections,
      bytesOf(damage === "no closing boundary" ? "" : `--${boundary}--\r\n`),
    ]);
    if (damage === "truncated")
      body = body.subarray(0, Math.floor(body.length * cut));
    const sent =
      damage === "header boundary differs"
        ? (headerBoundary ?? `${boundary}x`)
        : boundary;
    return {
      kind: `multipart, ${damage}`,
      contentType: `${typeSpelling}; boundary=${sent}`,
      body,
    };
  });

export const manyParts: fc.Arbitrary<Hostile> = fc
  .record({
    count: fc.integer({ min: 200, max: 5000 }),
    files: fc.boolean(),
  })
  .map(({ count, files }) => ({
    kind: `multipart, ${count} ${files ? "file" : "text"} parts`,
    contentType: "multipart/form-data; boundary=b",
    body: bytesOf(
      Array.from(
        { length: count },
        (_, i) =>
          `--b\r\nContent-Disposition: form-data; name="f${i % 50}"${files ? `; filename="${i}.pdf"` : ""}\r\n\r\nx\r\n`,
      ).join("") + "--b--\r\n",
    ),
  }));

export const emptyBody: fc.Arbitrary<Hostile> = fc
  .constantFrom(
    undefined,
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "application/json",
  )
  .map((contentType) => ({
    kind: "empty body",
    contentType,
    body: new Uint8Array(0),
  }));

/**
 * The fields each form really has, for forms that look right but are not:
 * every value hostile, huge, empty or of the wrong shape, and the email (or
 * the code, or the id) never valid, so that none of them may be stored.
 */
const formFields = [
  "fullName",
  "firstName",
  "lastName",
  "email",
  "claimantEmail",
  "claimantName",
  "phone",
  "address",
  "streetAddress",
  "city",
  "state",
  "zipCode",
  "bankName",
  "creditScore",
  "ssn",
  "ssnConfirm",
  "message",
  "coverLetter",
  "description",
  "policyNumber",
  "incidentDate",
  "claimType",
  "agreement",
  "reference",
  "additionalInfo",
  "otherPosition",
  "selectedPositions",
  "experience",
  "password",
  "confirmPassword",
  "name",
  "role",
  "userId",
  "code",
  "token",
  "body",
  "status",
  "expected",
  "intent",
];

/** Fields that must never hold a valid value in these forms, so nothing they send can be stored. */
const alwaysInvalid = new Set([
  "email",
  "claimantEmail",
  "userId",
  "code",
  "token",
]);

const hostileValue = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 1, arbitrary: fc.constant("") },
  { weight: 1, arbitrary: fc.constant(longWord) },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 5_000, max: 70_000 })
      .map((n) => "<b>".repeat(Math.ceil(n / 3)).slice(0, n)),
  },
  { weight: 1, arbitrary: fc.constantFrom("true", "1e999", "-1", "NaN", "[]") },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
);

const intents = fc.constantFrom(
  "invite",
  "change-role",
  "disable",
  "enable",
  "sign-out-everywhere",
  "status",
  "note",
  "reveal",
  "sign-in",
  "sign-up",
  "check-a-claim",
  "<script>",
);

export const hostileForm: fc.Arbitrary<Hostile> = fc
  .record({
    fields: fc.uniqueArray(fc.constantFrom(...formFields), {
      minLength: 1,
      maxLength: 20,
    }),
    values: fc.array(hostileValue, { minLength: 20, maxLength: 20 }),
    repeated: fc.boolean(),
    intent: intents,
    encoding: fc.constantFrom("multipart", "urlencoded"),
    file: fc.option(
      fc.record({
        field: fc.constantFrom(
          "documents",
          "resume",
          "driversLicenseFront",
          "driversLicenseBack",
        ),
        name: fc.constantFrom(...fileNames),
        polyglot: fc.constantFrom(...Object.values(polyglots)),
      }),
      { nil: undefined },
    ),
  })
  .map(({ fields, values, repeated, intent, encoding, file }) => {
    const pairs: Array<[string, string]> = fields.map((name, i) => {
      const value = values[i] ?? "";
      // An address without "@" (or a code that is words) is never valid.
      return [
        name,
        alwaysInvalid.has(name) ? value.replaceAll("@", "") : value,
      ];
    });
    pairs.push(["intent", intent]);
    // The same names again: a parser that keeps the last one must agree with the checks.
    if (repeated) pairs.push(...pairs.map(([n]): [string, string] => [n, "x"]));
    if (encoding === "urlencoded" && file === undefined)
      return {
        kind: "hostile values in a form's own fields, url-encoded",
        contentType: "application/x-www-form-urlencoded",
        body: bytesOf(new URLSearchParams(pairs).toString()),
      };
    const boundary = "----hostile7MA4YWxkTrZu0gW";
    const parts: Uint8Array[] = pairs.map(([name, value]) =>
      bytesOf(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
    if (file) {
      const made = file.polyglot();
      parts.push(
        bytesOf(
          `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name || made.name}"\r\nContent-Type: ${made.mimeType}\r\n\r\n`,
        ),
        made.bytes,
        bytesOf("\r\n"),
      );
    }
    parts.push(bytesOf(`--${boundary}--\r\n`));
    return {
      kind: `hostile values in a form's own fields, multipart${file ? ", a polyglot file" : ""}`,
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: concat(parts),
    };
  });

/**
 * Requests an ordinary HTTP client refuses to send: headers repeated or
 * left out. Each is the raw text of the request head up to its blank line;
 * `{length}` stands for the body's length.
 */
export interface RawHeaders {
  kind: string;
  /** Header lines (without the request line), `{length}` replaced by the body's length. */
  lines: string[];
}

export const headerFaults: fc.Arbitrary<RawHeaders> = fc
  .record({
    fault: fc.constantFrom(
      "two Content-Type",
      "two Content-Type, the first a form",
      "two Content-Length, equal",
      "two Content-Length, different",
      "Content-Length and chunked",
      "two Cookie",
      "two Host",
      "two Origin",
      "no Host",
      "no Content-Type",
      "no Content-Length",
      "no headers at all",
      "Content-Length not a number",
      "Content-Type repeated in one line",
    ),
    contentType: fc.constantFrom(
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=b",
      "application/json",
    ),
    cookie: fc.constantFrom(
      "harborline.session_token=abc.def",
      "harborline.session_token=",
      "harborline.session_token=%00%ff; harborline.session_token=x",
      "a=b",
    ),
  })
  .map(({ fault, contentType, cookie }) => {
    const host = "Host: 127.0.0.1";
    const type = `Content-Type: ${contentType}`;
    const length = "Content-Length: {length}";
    const base = [host, type, length];
    const lines: Record<string, string[]> = {
      "two Content-Type": [
        host,
        type,
        "Content-Type: application/json",
        length,
      ],
      "two Content-Type, the first a form": [
        host,
        "Content-Type: application/x-www-form-urlencoded",
        "Content-Type: multipart/form-data; boundary=b",
        length,
      ],
      "two Content-Length, equal": [...base, length],
      "two Content-Length, different": [...base, "Content-Length: 1"],
      "Content-Length and chunked": [...base, "Transfer-Encoding: chunked"],
      "two Cookie": [...base, `Cookie: ${cookie}`, "Cookie: other=1"],
      "two Host": [...base, "Host: evil.example"],
      "two Origin": [
        ...base,
        "Origin: http://127.0.0.1",
        "Origin: http://evil.example",
      ],
      "no Host": [type, length],
      "no Content-Type": [host, length],
      "no Content-Length": [host, type],
      "no headers at all": [],
      "Content-Length not a number": [host, type, "Content-Length: 1e3"],
      "Content-Type repeated in one line": [
        host,
        `Content-Type: ${contentType}, application/json`,
        length,
      ],
    };
    return { kind: fault, lines: lines[fault] ?? base };
  });

export interface RawAnswer {
  /** The status of the first answer, 0 when the server closed without one. */
  status: number;
  text: string;
}

/**
 * Sends one request as raw bytes on its own connection and reads until the
 * server closes it, so headers can be repeated or left out as no client
 * library allows. `Connection: close` is always sent, so the server ends
 * the connection after its answer.
 */
export function sendRaw(options: {
  port: number;
  method: string;
  path: string;
  lines: readonly string[];
  body: Uint8Array;
  localAddress?: string;
  timeoutMs?: number;
}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect({
      host: "127.0.0.1",
      port: options.port,
      localAddress: options.localAddress,
    });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer in ${options.timeoutMs ?? 15_000} ms`));
    }, options.timeoutMs ?? 15_000);
    const done = () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString("latin1");
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      resolve({ status: status ? Number(status[1]) : 0, text });
    };
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("close", done);
    // A reset after the answer (a server that stops reading) still leaves the answer.
    socket.on("error", () => {});
    const head = [
      `${options.method} ${options.path} HTTP/1.1`,
      ...options.lines.map((line) =>
        line.replace("{length}", String(options.body.length)),
      ),
      "Connection: close",
      "",
      "",
    ].join("\r\n");
    // Not ended: a client that half-closes may be answered with a reset,
    // and a reset on Linux drops an answer not yet read.
    socket.write(Buffer.from(head, "latin1"));
    socket.write(options.body);
  });
}
