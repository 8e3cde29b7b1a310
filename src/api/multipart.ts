/**
 * A multipart form from a contract body (update-advocate-detail): text as is, flags as 'true'/'false',
 * numbers as digits, files with their names; a field that is undefined or null is left out.
 * Pass it as openapi-fetch's `bodySerializer`: the browser then sets the multipart boundary itself.
 */
export function multipartBody(fields: object): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields) as [string, unknown][]) {
    if (value === undefined || value === null) continue
    if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : name)
    else form.append(name, String(value))
  }
  return form
}
