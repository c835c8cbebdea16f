// Real multipart/form-data bodies for inject(), encoded by the platform's FormData (undici).
export interface TFormFile {
  filename: string;
  data: Buffer | string;
  type?: string;
}

export async function multipartBody(fields: Record<string, string>, files: Record<string, TFormFile> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, f] of Object.entries(files))
    form.append(name, new Blob([typeof f.data === 'string' ? f.data : new Uint8Array(f.data)], { type: f.type ?? 'application/octet-stream' }), f.filename);
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}
