/** The multipart body of an upload of one file. */
export function fileForm(name: string, content: string | Buffer): FormData {
  const form = new FormData();
  form.append('file', new Blob([content]), name);
  return form;
}
