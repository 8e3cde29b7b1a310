/** A multipart field's value: text travels as is, numbers and flags as their text, a file as a file; undefined is left out. */
export type FormValue = string | number | boolean | Blob | undefined

/** The multipart body of a call whose contract takes `multipart/form-data` (the advocate's save). */
export function toFormData(fields: Readonly<Record<string, FormValue>>): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue
    // A file keeps its name (the provider checks its extension); read by shape, as a File may come from another realm.
    if (value instanceof Blob) form.append(key, value, 'name' in value && typeof value.name === 'string' ? value.name : 'file')
    else form.append(key, String(value))
  }
  return form
}
