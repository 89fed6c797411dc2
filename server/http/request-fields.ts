// Reads fields from parsed request bodies without trusting their shape: form fields may repeat
// (arrays), JSON may hold anything. Only strings (or numbers, stringified) come back.
export function field(body: unknown, name: string, maxLength = 1024): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  let v: unknown = (body as Record<string, unknown>)[name];
  if (Array.isArray(v)) v = v[0];
  if (typeof v === 'number' && Number.isFinite(v)) v = String(v);
  if (typeof v !== 'string' || v.length > maxLength) return undefined;
  return v;
}

/** Query strings parse the same way as form bodies. */
export const queryField = field;
