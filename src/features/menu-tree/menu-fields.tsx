import { DigitsInput, SelectInput, TextInput } from '@/components/form/form-fields'
import { useTexts } from './texts'
import { COMMAND_KEYS, CONTROL_KEYS, NAME_MAX, ORDER_MAX_DIGITS, URL_MAX } from './schema'

const commandOptions = COMMAND_KEYS.map((k) => ({ value: k, label: k }))
const controlOptions = CONTROL_KEYS.map((k) => ({ value: k, label: k }))

/** The menu item's fields (spec 3 §3 menu item, §5 menu rules). */
export function MenuFields() {
  const t = useTexts().fields
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextInput name="menuItemName" label={t.name} maxLength={NAME_MAX} required className="space-y-1 sm:col-span-2" />
      <TextInput name="menuItemPageURL" label={t.url} maxLength={URL_MAX} placeholder={t.urlExample} className="space-y-1 sm:col-span-2" />
      <DigitsInput name="menuLevel" label={t.order} maxLength={ORDER_MAX_DIGITS} />
      <TextInput name="description" label={t.description} />
      <SelectInput name="commandKeys" label={t.commandKey} options={commandOptions} placeholder={t.none} />
      <SelectInput name="controls" label={t.key} options={controlOptions} placeholder={t.none} />
    </div>
  )
}
