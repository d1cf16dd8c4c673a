import { DiscordError } from './discord-error.js';

/** One uploaded file of a multipart/form-data request. */
export interface UploadedFile {
  /** Form field name, e.g. `file` or `files[0]`. */
  field: string;
  filename: string;
  contentType: string | null;
  data: Buffer;
}

/** A parsed multipart/form-data body: text fields (with `payload_json` merged in) and files. */
export interface FormBody {
  fields: Record<string, unknown>;
  files: UploadedFile[];
}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

// Discord's 50035 shape, with the fault at the body's root.
const malformed = (why: string) => new DiscordError(400, 50035, 'Invalid Form Body', { _errors: [{ code: 'MULTIPART_INVALID', message: why }] });

function boundaryOf(contentType: string): string {
  const m = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = m?.[1] ?? m?.[2];
  if (!boundary) throw malformed('multipart body without a boundary');
  return boundary;
}

function headerParams(headers: string): { name: string | null; filename: string | null; contentType: string | null } {
  const disposition = /^content-disposition:(.*)$/im.exec(headers)?.[1] ?? '';
  const name = /\bname="([^"]*)"/i.exec(disposition)?.[1] ?? null;
  const filename = /\bfilename="([^"]*)"/i.exec(disposition)?.[1] ?? null;
  const contentType = /^content-type:\s*(.+?)\s*$/im.exec(headers)?.[1] ?? null;
  return { name, filename, contentType };
}

/**
 * Parses a multipart/form-data body as Discord reads it: parts with a filename are files, the others text fields;
 * a `payload_json` field is the JSON body, and plain fields sit beside it (sticker uploads send only plain fields).
 */
export function parseMultipart(raw: Buffer, contentType: string): FormBody {
  const delimiter = Buffer.from(`--${boundaryOf(contentType)}`);
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  let cursor = raw.indexOf(delimiter);
  if (cursor < 0) throw malformed('multipart body without its boundary');
  for (;;) {
    cursor += delimiter.length;
    if (raw.subarray(cursor, cursor + 2).toString() === '--') break; // closing delimiter
    const headersEnd = raw.indexOf(HEADER_END, cursor);
    const next = raw.indexOf(delimiter, cursor);
    if (headersEnd < 0 || next < 0 || headersEnd > next) throw malformed('truncated multipart part');
    const { name, filename, contentType: partType } = headerParams(raw.subarray(cursor, headersEnd).toString('utf8'));
    // The part's data ends with the CRLF that precedes the next delimiter.
    const dataEnd = raw.subarray(next - CRLF.length, next).equals(CRLF) ? next - CRLF.length : next;
    const data = raw.subarray(headersEnd + HEADER_END.length, dataEnd);
    if (!name) throw malformed('multipart part without a name');
    if (filename !== null) files.push({ field: name, filename, contentType: partType, data: Buffer.from(data) });
    else if (name === 'payload_json') {
      try {
        Object.assign(fields, JSON.parse(data.toString('utf8')));
      } catch {
        throw new DiscordError(400, 50109, 'The request body contains invalid JSON.');
      }
    } else fields[name] = data.toString('utf8');
    cursor = next;
  }
  return { fields, files };
}

/** The form as the OpenAPI multipart schema sees it: fields plus each file part as a (binary) string. */
export function formForValidation(form: FormBody): Record<string, unknown> {
  return { ...form.fields, ...Object.fromEntries(form.files.map((f) => [f.field, `<${f.data.length} bytes>`])) };
}
