import { DigitsInput, SelectInput, TextInput } from '@/components/form/form-fields'
import { COMMAND_KEYS, CONTROL_KEYS, NAME_MAX, ORDER_MAX_DIGITS, URL_MAX } from './schema'

const commandOptions = COMMAND_KEYS.map((k) => ({ value: k, label: k }))
const controlOptions = CONTROL_KEYS.map((k) => ({ value: k, label: k }))

/** The menu item's fields (spec 3 §3 menu item, §5 menu rules). */
export function MenuFields() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextInput name="menuItemName" label="Menu Name" maxLength={NAME_MAX} required className="space-y-1 sm:col-span-2" />
      <TextInput name="menuItemPageURL" label="URL" maxLength={URL_MAX} placeholder="/court-master" className="space-y-1 sm:col-span-2" />
      <DigitsInput name="menuLevel" label="Order By" maxLength={ORDER_MAX_DIGITS} />
      <TextInput name="description" label="Description" />
      <SelectInput name="commandKeys" label="Command Key" options={commandOptions} placeholder="None" />
      <SelectInput name="controls" label="Key" options={controlOptions} placeholder="None" />
    </div>
  )
}
